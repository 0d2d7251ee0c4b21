import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../api/support/server';

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

test.describe('with NEXT_PUBLIC_MAPS_API_KEY set at run time on the same build', () => {
  let withKey: RunningServer;
  let withoutKey: RunningServer;
  // Each server its own embedded database: only one process may open a PGlite directory.
  const dataDirs = [`.data/e2e-maps-key-${process.pid}`, `.data/e2e-maps-nokey-${process.pid}`];
  const secret = { AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789' };

  test.beforeAll(async () => {
    // Two production servers starting side by side; each waits up to 60 s for itself.
    test.setTimeout(180_000);
    [withKey, withoutKey] = await Promise.all([
      startServer([3156, 3157], {
        ...secret,
        DATA_DIR: dataDirs[0]!,
        NEXT_PUBLIC_MAPS_API_KEY: 'test-maps-key',
      }),
      startServer([3158, 3159, 3155], { ...secret, DATA_DIR: dataDirs[1]! }),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all([withKey?.stop(), withoutKey?.stop()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  test('the contact page embeds the map and the CSP allows that one frame origin', async ({
    page,
  }) => {
    // Never reach the real maps host: answer the frame locally.
    const framed: string[] = [];
    await page.route('https://www.google.com/**', (route) => {
      framed.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<p>map</p>' });
    });
    const response = await page.goto(`${withKey.url}/contact-us`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(frameSrc(csp)).toBe('frame-src https://www.google.com');
    const frame = page.locator('iframe[title*="Map of the Wasla office"]');
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.google\.com\/maps\/embed\/v1\/place\?key=test-maps-key&q=.*Riyadh/,
    );
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => framed.length).toBeGreaterThan(0);
    await expect(page.getByRole('img', { name: /Map illustration/ })).toHaveCount(0);
    expect(withKey.output()).not.toContain('NEXT_PUBLIC_MAPS_API_KEY is not set');
  });

  test('a server without the key warns once at start, not per request', async ({ request }) => {
    await request.get(`${withoutKey.url}/contact-us`);
    await request.get(`${withoutKey.url}/contact-us`);
    const warnings = withoutKey.output().split('NEXT_PUBLIC_MAPS_API_KEY is not set').length - 1;
    expect(warnings).toBe(1);
  });
});
