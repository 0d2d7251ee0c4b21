import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { newAccount, PASSWORD, signUp } from '../api/support/accounts';
import { FILL_TIME_MS, waitOutFillTime } from '../api/support/enquiries';
import { axeViolations } from '../support/axe';
import { areas } from '../../src/site/areas';
import { engagementModels } from '../../src/site/engagement';
import { services } from '../../src/site/services';

// The paths from a page to a conversation: the header's call to action, signing in and coming
// back, the forms beside their guidance, and a form that waits instead of refusing.

async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
}

const header = (page: Page) => page.getByRole('banner');
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

for (const { size, viewport } of [
  { size: 'desktop', viewport: { width: 1440, height: 900 } },
  { size: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`the header's call to action leads to the contact page (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await asReturningVisitor(page);
    await page.goto('/services');
    const cta = header(page).getByRole('link', { name: 'Talk to us' }).locator('visible=true');
    await expect(cta).toHaveCount(1);
    await expect(cta).toHaveAttribute('href', '/contact-us');
    const box = await cta.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(110);
    if (size === 'phone') {
      // The sidebar offers it too, above the quieter Register.
      await header(page).getByRole('button', { name: 'Open menu' }).click();
      const sidebar = page.getByRole('dialog', { name: 'Site menu' });
      await expect(sidebar.getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
        'href',
        '/contact-us',
      );
      await expect(sidebar.getByRole('link', { name: 'Register' })).toHaveAttribute(
        'href',
        '/register?next=%2Fservices',
      );
      await sidebar.getByRole('link', { name: 'Talk to us' }).click();
    } else await cta.click();
    // A first render of the contact page can be slow on a loaded machine.
    await expect(page).toHaveURL(/\/contact-us$/, { timeout: 30_000 });
    await expect(cta).toHaveAttribute('aria-current', 'page');
  });

  test(`the contact form sits beside its guidance on wide screens, full width on phones (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await asReturningVisitor(page);
    await page.goto('/contact-us');
    const form = await contactForm(page).boundingBox();
    const guidance = await page
      .getByRole('region', { name: 'What to include in your enquiry' })
      .boundingBox();
    if (!form || !guidance) throw new Error('form or guidance missing');
    if (size === 'desktop') {
      expect(guidance.x).toBeGreaterThan(form.x + form.width);
      expect(guidance.y).toBeLessThan(form.y + form.height);
    } else {
      expect(guidance.y).toBeGreaterThan(form.y + form.height);
      // The form uses the width of the phone, less the page margins and its card's padding.
      expect(form.width).toBeGreaterThan(viewport.width - 90);
      const topic = contactForm(page).getByLabel('Topic');
      // The placeholder shows whole: the select is wider than its text.
      const fits = await topic.evaluate((select: HTMLSelectElement) => {
        const probe = document.createElement('span');
        probe.style.font = getComputedStyle(select).font;
        probe.textContent = select.options[0]?.text ?? '';
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width + 48 < select.clientWidth;
      });
      expect(fits).toBe(true);
    }
    expect(await axeViolations(page, `contact page (${size})`)).toEqual([]);
  });
}

test('registering from /services returns to /services', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/services');
  await header(page).getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Fservices$/);
  const account = newAccount({ firstName: 'Hessa' });
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First name').fill('Hessa');
  await form.getByLabel('Last name').fill('Al-Otaibi');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(header(page).getByRole('button', { name: /Hessa/ })).toBeVisible();
});

test('signing in from a page with a query returns to that page and query', async ({
  page,
  request,
}) => {
  const { account } = await signUp(request, { firstName: 'Majed' });
  await asReturningVisitor(page);
  await page.goto('/search?q=tender');
  await header(page).getByRole('link', { name: 'Register' }).click();
  await page.getByRole('tab', { name: 'Sign in' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/search\?q=tender$/);
  await expect(header(page).getByRole('button', { name: /Majed/ })).toBeVisible();
});

test("the intro's SIGN IN opens the sign-in tab, and home afterwards is the site, not the intro", async ({
  page,
  request,
}) => {
  const { account } = await signUp(request);
  await page.goto('/');
  await page.getByTestId('journey-intro').getByRole('link', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/register\?mode=signin$/);
  // A full page load: the form is the script's once the page is interactive.
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page)).toBeVisible();
  await expect(page.getByTestId('journey-intro')).toBeHidden();
  await page.reload();
  await expect(header(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'SIGN IN' })).toBeHidden();
});

test('a form sent at once (autofill) is not refused: it says Sending… and goes once the minimum time is over', async ({
  page,
}) => {
  await asReturningVisitor(page);
  const model = engagementModels[0];
  if (!model) throw new Error('no engagement model');
  // The page's own clock, so its timers wait while the test looks.
  await page.clock.install();
  await page.goto('/pricing');
  // Stopped before the form opens: however long filling takes here, to the page it is an instant.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole('link', { name: 'Discuss this model' }).first().click();
  const form = contactForm(page);
  // Filed under pricing, with the model named.
  await expect(form.getByLabel('Topic')).toHaveValue('pricing');
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue(new RegExp(model.name));
  // Filled as a browser's autofill would, and sent at once.
  await form.getByLabel('Name', { exact: true }).fill('Quick Visitor');
  await form.getByLabel('Email').fill(`quick.${randomUUID()}@example.com`);
  await form.getByLabel('Company').fill('Quick Co');
  await form.getByLabel('Country').fill('Bahrain');
  await form.getByRole('checkbox').check();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  // The server's minimum passes for real; the page sends nothing until its own clock says so.
  await waitOutFillTime(form);
  expect(posts).toEqual([]);
  await page.clock.runFor(FILL_TIME_MS);
  await expect(page.getByRole('heading', { name: /reached us/ })).toBeFocused();
  expect(posts).toEqual([expect.stringMatching(/\/api\/enquiries$/)]);
});

test('a grid of seven service cards leaves no card alone on its last row (1440 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await asReturningVisitor(page);
  await page.goto('/services');
  const cards = page.getByRole('region', { name: 'Our services at a glance' }).locator('li');
  await expect(cards).toHaveCount(7);
  const tops = await cards.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  const rows = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
  expect(rows).toEqual([4, 3]);
});

test('a success story shown as a case study is not listed again among the same page’s posts', async ({
  request,
}) => {
  const storyLinks = /href="(\/stories\/[^"?#]+)"/g;
  for (const path of ['/', ...services.map((s) => s.path), ...areas.map((a) => a.path)]) {
    const html = await (await request.get(path)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const links = [...main.matchAll(storyLinks)].map((match) => match[1]);
    expect(
      links.filter((link, index) => links.indexOf(link) !== index),
      path,
    ).toEqual([]);
  }
});
