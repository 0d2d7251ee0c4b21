import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The serious and critical WCAG 2.2 AA violations axe finds on the page, each labelled with `where`. */
export async function seriousAxeViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

/** Every WCAG 2.2 AA violation axe finds on the page, whatever its impact, labelled with `where`. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${where}: ${violation.id} [${violation.impact}] (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
