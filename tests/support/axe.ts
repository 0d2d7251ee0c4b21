import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core on the page, reporting violations only. Legacy mode runs axe in the page itself
 * instead of opening a blank page to merge the frames' results: half the CPU time, and our
 * pages have no cross-origin frame for the other mode to reach.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}

/** Every WCAG 2.2 AA violation axe finds on the page, whatever its impact, labelled with `where`. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const results = await axe(page).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) =>
      `${where}: ${violation.id} [${violation.impact}] (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
