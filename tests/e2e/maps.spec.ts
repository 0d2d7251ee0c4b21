import { expect, test } from '@playwright/test';

const frameSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-src'));

test('without a maps key: the map illustration, a link to the maps site, no frame allowed', async ({
  page,
}) => {
  const response = await page.goto('/contact-us');
  expect(frameSrc(response?.headers()['content-security-policy'] ?? '')).toBe("frame-src 'none'");
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Map illustration of central Riyadh/ })).toBeVisible();
  const link = page.getByRole('link', { name: /Open our address in a maps site/ });
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.locator('address')).toContainText('Riyadh');
  await expect(page.getByText(/Sunday to Thursday/).first()).toBeVisible();
});

// With a key (set at run time on the same build): tests/e2e/content-remote.spec.ts, whose server
// has one. A server without one warns once at start: tests/api/restart.spec.ts.
