import { test as base, expect, type BrowserContext } from '@playwright/test';

/**
 * Playwright's `test` with one addition: every browser context a test opens (its `page`'s
 * and any from `browser.newContext()`) is watched, and the test fails if the console reported
 * a Content Security Policy violation: a script the page needs was blocked, or markup tried to
 * run one. Specs import `test` and `expect` from here.
 */
export * from '@playwright/test';

const violations: string[] = [];
const watched = new WeakSet<BrowserContext>();

function watch(context: BrowserContext) {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`${message.location().url}: ${message.text()}`);
  });
}

export const test = base.extend<{ cspViolations: string[] }>({
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watch(context);
        return context;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, provide) => {
    watch(context);
    await provide(context);
  },
  cspViolations: [
    async ({}, provide) => {
      violations.length = 0;
      await provide(violations);
      expect(violations, 'Content Security Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * For tests that load hostile markup on purpose: takes the violations matching `pattern`
 * out of the list (so the test can assert the policy blocked them) and returns them.
 */
export function takeCspViolations(pattern: RegExp): string[] {
  const taken = violations.filter((violation) => pattern.test(violation));
  const kept = violations.filter((violation) => !pattern.test(violation));
  violations.splice(0, violations.length, ...kept);
  return taken;
}

export { expect };
