import { expect, test } from '../support/test';
import { fileCompany as company } from '../../src/site/company';

// The shipped facts and case studies are samples (content/*.json, "sample": true) until the
// company confirms them: every place that shows one tags it, and structured data states none.

test('/contact-us tags each sample fact and keeps it out of its structured data', async ({
  page,
}) => {
  await page.goto('/contact-us');
  const main = page.locator('main');
  const tel = main.locator(`a[href="tel:${company.phone.tel}"]`);
  await expect(tel).toHaveText(company.phone.display);
  if (company.phone.sample) await expect(tel.locator('+ .sample-mark')).toHaveText('sample');
  if (company.email.sample)
    await expect(
      main.locator(`a[href="mailto:${company.email.address}"] + .sample-mark`),
    ).toBeVisible();
  if (company.address.sample) await expect(main.locator('address .sample-mark')).toBeVisible();

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')));
  const office = jsonLd.find((data) => data?.['@type'] === 'ContactPage')?.about;
  expect(office.address).toMatchObject({ addressLocality: company.address.locality });
  expect(office.telephone).toBe(company.phone.sample ? undefined : company.phone.tel);
  expect(office.email).toBe(company.email.sample ? undefined : company.email.address);
  // The page with its sample tags has no axe violation: routes.spec.ts checks /contact-us at two sizes.
});

test('/services tags each sample case study beside its sector', async ({ page }) => {
  await page.goto('/services');
  const sectors = page.locator('.case-sector');
  await expect(sectors.first()).toBeVisible();
  // Every shipped success story is sample content, and so is its case study.
  await expect(page.locator('.case-sector .sample-mark')).toHaveCount(await sectors.count());
});

test('/media names the press contact from content/company.json; its kit downloads are the logos it names, and structured data names a logo that loads', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
  await page.goto('/media');
  const pressLine = page.getByText(/^Press contact: /);
  await expect(pressLine).toContainText(company.press.email);
  await expect(pressLine).toContainText(company.press.sample ? '(sample)' : company.press.email);
  await expect(page.getByRole('link', { name: `Email ${company.press.email}` })).toHaveAttribute(
    'href',
    `mailto:${company.press.email}`,
  );
  const downloads = page
    .getByRole('region', { name: 'Media kit' })
    .getByRole('listitem')
    .filter({ hasText: 'Download' })
    .getByRole('link');
  const links = await downloads.evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      title: anchor.textContent ?? '',
      href: anchor.getAttribute('href') ?? '',
    })),
  );
  expect(links.length).toBeGreaterThanOrEqual(4);
  for (const { title, href } of links) {
    const answer = await request.get(href);
    expect(answer.status(), href).toBe(200);
    const type = answer.headers()['content-type'] ?? '';
    expect(type, href).toMatch(title.includes('SVG') ? /^image\/svg\+xml/ : /^image\/png/);
    // A PNG is the size its title says (its header holds width and height).
    const size = title.match(/(\d+) × (\d+)/);
    if (size) {
      const body = await answer.body();
      expect([body.readUInt32BE(16), body.readUInt32BE(20)], href).toEqual([
        Number(size[1]),
        Number(size[2]),
      ]);
    }
  }
  // The home page's Organization names the kit's mark as its logo, a PNG search engines accept.
  await page.goto('/');
  const organization = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? 'null'))
        .find((data) => data?.['@type'] === 'Organization'),
    );
  const logo = await request.get(new URL(organization.logo).pathname);
  expect(logo.headers()['content-type']).toMatch(/^image\/png/);
});
