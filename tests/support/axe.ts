import { readFileSync } from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's minified build (580 kB), put into each document and frame once and run there. Our
 * pages have no cross-origin frame whose results would need merging elsewhere. (AxeBuilder, from
 * @axe-core/playwright, sent its 1.3 MB unminified source twice for every run.)
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** Only this part of the page (a CSS selector); the whole document by default. */
  include?: string;
  /** Every rule axe has, best practices included; by default WCAG 2.2 A and AA. */
  everyRule?: boolean;
}

/** Every violation axe finds on the page, whatever its impact, labelled with `where`. */
export async function axeViolations(
  page: Page,
  where: string,
  { include, everyRule = false }: AxeScope = {},
): Promise<string[]> {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(!everyRule && { runOnly: { type: 'tag', values: wcagTags } }),
  };
  const violations = await page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results: AxeResults = await axe.run(
        include ? { include: [include] } : document,
        options,
      );
      return results.violations;
    },
    { include, options },
  );
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} [${violation.impact}] (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
