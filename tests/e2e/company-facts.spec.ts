import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { company } from '../../src/site/company';
import { caseStudies } from '../../src/site/case-studies';

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
  expect(await axeViolations(page, '/contact-us')).toEqual([]);
});

test('/services tags each sample case study beside its sector', async ({ page }) => {
  await page.goto('/services');
  const sectors = page.locator('.case-sector');
  await expect(sectors.first()).toBeVisible();
  const shown = await sectors.count();
  const samples = caseStudies.slice(0, shown).filter((study) => study.sample).length;
  await expect(page.locator('.case-sector .sample-mark')).toHaveCount(samples);
});
