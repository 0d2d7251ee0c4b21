import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { jobOpenings } from '../../src/site/jobs';
import { applicationForm, formToken, waitOutFillTime } from '../api/support/enquiries';
import { bearer, PASSWORD, signUp } from '../api/support/accounts';
import { axeViolations } from '../support/axe';
import { pdfBytes } from '../support/files';
import { mailedLink } from '../support/mail';
import { openInSpreadsheet } from '../support/spreadsheet';

// The e2e server's staff account (STAFF_EMAILS in playwright.config.ts).
const STAFF_EMAIL = 'staff@e2e.wasla.test';

async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
}

/** Puts a session in the browser's storage, as an earlier sign-in would have. */
async function restoreSession(page: Page, token: string, user: unknown) {
  await page.addInitScript(
    ([savedToken, savedUser]) => {
      localStorage.setItem('auth_token', savedToken);
      localStorage.setItem('user_data', savedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
}

/**
 * The staff account's session: created on first use, signed in afterwards, its address
 * verified through the link mailed to it (staff access needs a verified address).
 */
async function staffSession(page: Page) {
  const signup = await page.request.post('/api/users/signup', {
    data: { firstName: 'Staff', lastName: 'Member', email: STAFF_EMAIL, password: PASSWORD },
  });
  const answer =
    signup.status() === 201
      ? signup
      : await page.request.post('/api/users/login', {
          data: { email: STAFF_EMAIL, password: PASSWORD },
        });
  const { data } = (await answer.json()) as {
    data: { token: string; user: { emailVerified: boolean } };
  };
  if (!data.user.emailVerified) {
    if (signup.status() !== 201)
      await page.request.post('/api/users/verification', { headers: bearer(data.token) });
    const link = await mailedLink(STAFF_EMAIL, /Subject: Confirm your email address/);
    const confirmed = await page.request.post('/api/users/verification/confirm', {
      data: { token: link.searchParams.get('token') },
    });
    expect(confirmed.status()).toBe(200);
    data.user.emailVerified = true;
  }
  await restoreSession(page, data.token, data.user);
}

const form = (page: Page, name: string) => page.getByRole('form', { name });

/** Fills the contact form's fields (all but consent). */
async function fillContact(page: Page, values: Record<string, string>) {
  const contact = form(page, 'Send us a message');
  for (const [label, value] of Object.entries(values)) {
    if (label === 'Topic') await contact.getByLabel('Topic').selectOption(value);
    else await contact.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Fills the application form with a PDF CV, ticks consent, and waits out the minimum fill time. */
async function fillApplication(page: Page, name: string, email: string, phone: string) {
  const apply = form(page, 'Apply to join Wasla');
  await apply.getByLabel('Name', { exact: true }).fill(name);
  await apply.getByLabel('Email').fill(email);
  await apply.getByLabel('Phone').fill(phone);
  await apply.getByLabel('CV', { exact: true }).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await apply.getByRole('checkbox').check();
  await waitOutFillTime(apply);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts, shows errors beside the fields keeping what was typed, then confirms', async ({
    page,
  }) => {
    await page.goto('/contact-us?topic=tender-management');
    const contact = form(page, 'Send us a message');
    await expect(contact.getByLabel('Topic')).toHaveValue('tender-management');
    const name = `No Script ${randomUUID().slice(0, 6)}`;
    await fillContact(page, {
      Name: name,
      Email: 'noscript@example.com',
      Country: 'Saudi Arabia',
      Message: 'Please call me about <b>tenders</b>.',
    });
    await waitOutFillTime(contact);
    await contact.getByRole('button', { name: 'Send message' }).click();

    await expect(contact.getByRole('alert')).toContainText(
      'Please correct the two fields marked below.',
    );
    await expect(contact.getByLabel('Company')).toHaveAccessibleDescription('Company is required.');
    await expect(contact.getByText(/Please agree to the privacy notice/)).toBeVisible();
    await expect(contact.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(contact.getByLabel('Message', { exact: true })).toHaveValue(
      'Please call me about <b>tenders</b>.',
    );
    await expect(contact.getByLabel('Topic')).toHaveValue('tender-management');

    await contact.getByLabel('Company').fill('Script-free Co');
    await contact.getByRole('checkbox').check();
    await waitOutFillTime(contact);
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact-us\/received\?kind=enquiry$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you: your message has reached us',
    );
  });

  test('an application with its CV posts as a plain multipart form', async ({ page }) => {
    await page.goto(`/jobs-at-wasla?job=${jobOpenings[1]?.slug}`);
    const apply = form(page, 'Apply to join Wasla');
    await expect(apply.getByLabel('Position')).toHaveValue(jobOpenings[1]?.slug ?? '');
    await fillApplication(
      page,
      'Plain Applicant',
      'plain.applicant@example.com',
      '+966 55 765 4321',
    );
    await apply.getByRole('button', { name: 'Send application' }).click();
    await expect(page).toHaveURL(/\/contact-us\/received\?kind=application$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you: your application has reached us',
    );
  });
});

test('with JavaScript: errors appear inline without a reload, focus goes to the first, then the confirmation', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await asReturningVisitor(page);
  await page.goto('/contact-us?topic=pricing&model=retainer');
  const contact = form(page, 'Send us a message');
  await expect(contact.getByLabel('Topic')).toHaveValue('pricing');
  await expect(contact.getByLabel('Message', { exact: true })).toHaveValue(
    /Retainer engagement model/,
  );
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));

  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(contact.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    'Name is required.',
  );
  await expect(contact.getByRole('alert')).toContainText(
    'Please correct the 5 fields marked below.',
  );
  expect(await axeViolations(page, 'contact form with errors')).toEqual([]);

  // Errors follow the typing once shown: a fixed field clears at once.
  await contact.getByLabel('Name', { exact: true }).fill('Script Visitor');
  await expect(contact.getByLabel('Name', { exact: true })).not.toHaveAttribute('aria-invalid');
  await fillContact(page, {
    Email: 'script.visitor@example.com',
    Company: 'Visitor Holdings',
    Country: 'United Arab Emirates',
  });
  await contact.getByRole('checkbox').check();
  await waitOutFillTime(contact);
  await contact.getByRole('button', { name: 'Send message' }).click();
  const received = page.getByRole('heading', { name: 'Thank you: your message has reached us' });
  await expect(received).toBeFocused();
  // No reload happened.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await context.close();
});

test('keyboard only: a visitor can fill in and send the contact form', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/contact-us?topic=media');
  await form(page, 'Send us a message').getByLabel('Name', { exact: true }).focus();
  await page.keyboard.type('Keyboard User');
  await page.keyboard.press('Tab');
  await page.keyboard.type('keyboard.user@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keys Ltd');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Oman');
  await page.keyboard.press('Tab'); // phone: optional
  await page.keyboard.press('Tab'); // topic: already chosen by the link
  await page.keyboard.press('Tab');
  await page.keyboard.type('A press enquiry, typed with the keyboard only.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // the privacy notice link
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await waitOutFillTime(form(page, 'Send us a message'));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Thank you: your message has reached us' }),
  ).toBeFocused();
});

test('jobs: each confirmed opening has JobPosting data, a sample one its sample tag and none; an apply link chooses it; the CV is sent', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto('/jobs-at-wasla');
  const postings = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  // Job boards read a JobPosting as a real vacancy: a sample opening (content/jobs.json) has none.
  expect(
    postings.filter((data) => data['@type'] === 'JobPosting').map((data) => data.title),
  ).toEqual(jobOpenings.filter((job) => !job.sample).map((job) => job.title));
  for (const job of jobOpenings)
    await expect(
      page.getByRole('heading', { level: 3, name: job.title }).locator('.sample-mark'),
    ).toHaveCount(job.sample ? 1 : 0);
  const first = jobOpenings[0];
  await page.getByRole('link', { name: `Apply for ${first?.title}` }).click();
  const apply = form(page, 'Apply to join Wasla');
  await expect(apply.getByLabel('Position')).toHaveValue(first?.slug ?? '');
  await fillApplication(
    page,
    'Script Applicant',
    'script.applicant@example.com',
    '+966 55 111 2222',
  );
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you: your application has reached us' }),
  ).toBeFocused();
});

test('a service page offers "Request a proposal" with its topic chosen', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/services/market-entry');
  await page
    .getByRole('link', { name: /Request a proposal/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contact-us\?topic=market-entry#enquiry$/);
  await expect(form(page, 'Send us a message').getByLabel('Topic')).toHaveValue('market-entry');
});

test('a signed-in visitor finds the form filled from the profile and the enquiry on /profile', async ({
  page,
  request,
}) => {
  const { token, user } = await signUp(request, {
    company: 'Profile Co',
    phone: '+966 50 123 4567',
  });
  await asReturningVisitor(page);
  await restoreSession(page, token, user);
  await page.goto('/contact-us');
  const contact = form(page, 'Send us a message');
  await expect(contact.getByLabel('Email')).toHaveValue(user.email);
  await expect(contact.getByLabel('Company')).toHaveValue('Profile Co');
  await fillContact(page, {
    Country: 'Saudi Arabia',
    Topic: 'construction',
    Message: 'Signed-in enquiry about construction tenders.',
  });
  await contact.getByRole('checkbox').check();
  await waitOutFillTime(contact);
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: /reached us/ })).toBeVisible();

  await page.goto('/profile');
  const mine = page.getByRole('region', { name: 'Your enquiries' });
  await expect(mine.getByText('Construction', { exact: true })).toBeVisible();
  await expect(mine.getByText('Signed-in enquiry about construction tenders.')).toBeVisible();
});

test('the staff inbox: a 404 for others; staff search, open an enquiry at its own address (a reload keeps it and the search), reply, mark it handled and undo, export a CSV shown as typed, download the CV', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const applicationToken = await formToken(baseURL ?? '', '/jobs-at-wasla');
  const outsider = await browser.newContext();
  const outsiderPage = await outsider.newPage();
  await outsiderPage.goto('/staff/enquiries');
  await expect(outsiderPage.getByTestId('error-description')).toHaveText(
    'Page not found: /staff/enquiries',
  );
  await expect(outsiderPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const visitor = await signUp(request);
  await restoreSession(outsiderPage, visitor.token, visitor.user);
  await outsiderPage.goto('/staff/enquiries');
  await expect(outsiderPage.getByTestId('error-description')).toHaveText(
    'Page not found: /staff/enquiries',
  );
  await outsider.close();

  // An enquiry with markup in it, and an application with a CV, sent as a visitor would.
  const context = await browser.newContext();
  const page = await context.newPage();
  await asReturningVisitor(page);
  const marker = `Inbox ${randomUUID().slice(0, 8)}`;
  await page.goto('/contact-us?topic=energy');
  await fillContact(page, {
    Name: marker,
    Email: 'inbox.visitor@example.com',
    Company: 'Energy Co',
    Country: 'Kuwait',
    'Phone (optional)': '+965 2222 0000',
    Message: '<img src=x onerror="document.title=\'owned\'"> hello',
  });
  await form(page, 'Send us a message').getByRole('checkbox').check();
  await waitOutFillTime(form(page, 'Send us a message'));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: /reached us/ })).toBeVisible();
  const applicant = `Applicant ${randomUUID().slice(0, 8)}`;
  const application = await fetch(`${baseURL}/api/applications`, {
    method: 'POST',
    body: applicationForm(
      applicationToken,
      { bytes: pdfBytes(), name: 'My CV.pdf' },
      { name: applicant },
    ),
  });
  expect(application.status).toBe(201);

  await staffSession(page);
  await page.goto('/staff/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  expect(await axeViolations(page, 'staff inbox')).toEqual([]);
  // Search finds it by a word of its name; the list shows its company and country.
  await page.getByLabel('Search').fill(marker.toLowerCase());
  const entry = page.getByRole('link', { name: new RegExp(marker) });
  await expect(page.getByRole('link', { name: /Inbox|Applicant/ })).toHaveCount(1);
  await expect(entry).toContainText('Energy Co · Kuwait');
  await entry.click();
  // The enquiry has its own address, and the search stays in it.
  await expect(page).toHaveURL(/\/staff\/enquiries\/[0-9a-f-]{36}\?q=inbox/);
  const address = page.url();
  const detail = page.getByRole('region', { name: marker });
  await expect(detail.getByTestId('message')).toHaveText(
    '<img src=x onerror="document.title=\'owned\'"> hello',
  );
  expect(await page.title()).not.toBe('owned');
  // A reload (or the notification mail's link) opens the same enquiry; never cached or indexed.
  const reloaded = await page.reload();
  expect(reloaded?.headers()['cache-control']).toBe('no-store');
  expect(reloaded?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page).toHaveURL(address);
  await expect(detail.getByTestId('message')).toContainText('hello');
  await expect(page.getByLabel('Search')).toHaveValue(marker.toLowerCase());
  await expect(page.getByRole('heading', { name: '1 enquiry' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: marker })).toBeFocused();
  const reply = new URL(
    (await detail.getByRole('link', { name: 'Reply by email' }).getAttribute('href')) ?? '',
  );
  expect(reply.protocol + reply.pathname).toBe('mailto:inbox.visitor@example.com');
  expect(reply.searchParams.get('subject')).toMatch(/^Re: your enquiry to Wasla about Energy, /);
  expect(await axeViolations(page, 'staff inbox, one enquiry open')).toEqual([]);

  // Handled, then undone; the enquiry stays open when the filter no longer lists it.
  await page.getByLabel('Status').selectOption('new');
  await detail.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as handled.' })).toBeVisible();
  await expect(entry).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Mark as new' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as new.' })).toBeVisible();
  await expect(entry).toContainText('New');

  // The CSV of what the list shows (the search, again after the reload), as a spreadsheet would show it.
  await page.getByLabel('Search').fill(marker);
  await expect(page.getByRole('heading', { name: '1 enquiry' })).toBeVisible();
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const [header, row, ...rest] = openInSpreadsheet(
    await readFile((await (await csv).path()) ?? '', 'utf8'),
  );
  expect(rest).toEqual([]);
  const column = (title: string) => row?.[header?.findIndex((cell) => cell.shown === title) ?? -1];
  expect(column('Phone')).toEqual({ shown: '+965 2222 0000', runsFormula: false });
  expect(column('Company')).toEqual({ shown: 'Energy Co', runsFormula: false });

  await page.getByLabel('Search').fill(applicant);
  await page.getByLabel('Status').selectOption('');
  await page.getByRole('link', { name: new RegExp(applicant) }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CV' }).click();
  expect((await download).suggestedFilename()).toBe('My CV.pdf');
  await context.close();
});

test.describe('in Arabic, from /ar/contact-us', () => {
  /** The enquiry as the staff inbox's API lists it, found by its sender's name. */
  async function storedEnquiry(page: Page, name: string) {
    await staffSession(page);
    const login = await page.request.post('/api/users/login', {
      data: { email: STAFF_EMAIL, password: PASSWORD },
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const list = await page.request.get(`/api/staff/enquiries?q=${encodeURIComponent(name)}`, {
      headers: bearer(data.token),
    });
    const body = (await list.json()) as {
      data: { enquiries: { name: string; language: string }[] };
    };
    return body.data.enquiries.find((enquiry) => enquiry.name === name);
  }

  const applyHeading = 'قدّم طلبك للانضمام إلى وصلة';

  async function attachCv(apply: ReturnType<typeof form>, buffer: Buffer) {
    await apply
      .getByLabel('السيرة الذاتية', { exact: true })
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer });
  }

  async function fillArabicContact(page: Page, name: string) {
    const contact = form(page, 'راسلنا');
    await contact.getByLabel('الاسم', { exact: true }).fill(name);
    await contact.getByLabel('البريد الإلكتروني').fill('arabic.visitor@example.com');
    await contact.getByLabel('الدولة').fill('المملكة العربية السعودية');
    await contact.getByLabel('موضوع الاستفسار').selectOption('tender-management');
    await contact.getByLabel('الرسالة', { exact: true }).fill('نرغب في مناقشة منافسة حكومية.');
    return contact;
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form is in Arabic, its summary of mistakes too, and the enquiry reaches the inbox marked Arabic', async ({
      page,
    }) => {
      const name = `زائر ${randomUUID().slice(0, 6)}`;
      await page.goto('/ar/contact-us');
      const contact = await fillArabicContact(page, name);
      await waitOutFillTime(contact);
      await contact.getByRole('button', { name: 'إرسال الرسالة' }).click();
      await expect(contact.getByRole('alert')).toHaveText(
        'يُرجى تصحيح الحقلين المشار إليهما أدناه.',
      );
      // The server's field errors, in the catalogue's Arabic words.
      await expect(contact.getByLabel('الشركة')).toHaveAccessibleDescription('حقل «الشركة» مطلوب.');
      await expect(contact.getByRole('checkbox')).toHaveAccessibleDescription(
        'يُرجى الموافقة على إشعار الخصوصية حتى نتمكن من معالجة ما ترسله.',
      );
      await expect(contact.getByLabel('الاسم', { exact: true })).toHaveValue(name);

      await contact.getByLabel('الشركة').fill('شركة الاختبار');
      await contact.getByRole('checkbox').check();
      await waitOutFillTime(contact);
      await contact.getByRole('button', { name: 'إرسال الرسالة' }).click();
      await expect(page).toHaveURL(/\/ar\/contact-us\/received\?kind=enquiry$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('شكرًا لك، وصلتنا رسالتك');
      expect(await storedEnquiry(page, name)).toMatchObject({ language: 'ar' });

      // The job application: its refusals (a phone that is not one, no CV) in Arabic, then sent.
      await page.goto('/ar/jobs-at-wasla');
      const apply = form(page, applyHeading);
      await apply.getByLabel('الاسم', { exact: true }).fill(name);
      await apply.getByLabel('البريد الإلكتروني').fill('arabic.applicant@example.com');
      await apply.getByLabel('رقم الهاتف').fill('abc');
      await apply.getByRole('checkbox').check();
      await waitOutFillTime(apply);
      await apply.getByRole('button', { name: 'إرسال الطلب' }).click();
      await expect(apply.getByRole('alert')).toHaveText('يُرجى تصحيح الحقلين المشار إليهما أدناه.');
      await expect(apply.getByLabel('رقم الهاتف')).toHaveAccessibleDescription(
        /^أدخل رقم هاتف صحيحًا/,
      );
      await expect(apply.getByLabel('السيرة الذاتية', { exact: true })).toHaveAccessibleDescription(
        /السيرة الذاتية مطلوبة: اختر ملف PDF أو Word/,
      );
      await apply.getByLabel('رقم الهاتف').fill('+966 55 765 4321');
      await attachCv(apply, pdfBytes());
      await apply.getByRole('checkbox').check();
      await waitOutFillTime(apply);
      await apply.getByRole('button', { name: 'إرسال الطلب' }).click();
      await expect(page).toHaveURL(/\/ar\/contact-us\/received\?kind=application$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('شكرًا لك، وصلنا طلبك');
    });
  });

  test('with JavaScript: Arabic labels and summary, sent without a reload, stored as Arabic', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    const name = `زائرة ${randomUUID().slice(0, 6)}`;
    await page.goto('/ar/contact-us');
    const contact = form(page, 'راسلنا');
    await contact.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(contact.getByRole('alert')).toContainText('يُرجى تصحيح الحقول المشار إليها أدناه');
    // The browser's own check, in the same Arabic words as the server's; focus on the first.
    await expect(contact.getByLabel('الاسم', { exact: true })).toBeFocused();
    await expect(contact.getByLabel('الاسم', { exact: true })).toHaveAccessibleDescription(
      'حقل «الاسم» مطلوب.',
    );
    await expect(contact.getByLabel('الرسالة', { exact: true })).toHaveAccessibleDescription(
      'حقل «الرسالة» مطلوب.',
    );
    await fillArabicContact(page, name);
    await contact.getByLabel('الشركة').fill('شركة الاختبار');
    await contact.getByRole('checkbox').check();
    await waitOutFillTime(contact);
    await contact.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByRole('heading', { name: 'شكرًا لك، وصلتنا رسالتك' })).toBeFocused();
    expect(await storedEnquiry(page, name)).toMatchObject({ language: 'ar' });

    // The application: a "CV" that is no document passes the browser's check (name and size)
    // and is refused by the API in Arabic beside its field; a real one is sent.
    await page.goto('/ar/jobs-at-wasla');
    const apply = form(page, applyHeading);
    await apply.getByLabel('الاسم', { exact: true }).fill(name);
    await apply.getByLabel('البريد الإلكتروني').fill('arabic.applicant@example.com');
    await apply.getByLabel('رقم الهاتف').fill('+966 55 765 4321');
    await attachCv(apply, Buffer.from('not a document at all'));
    await apply.getByRole('checkbox').check();
    await waitOutFillTime(apply);
    await apply.getByRole('button', { name: 'إرسال الطلب' }).click();
    const cv = apply.getByLabel('السيرة الذاتية', { exact: true });
    await expect(cv).toHaveAccessibleDescription(/وهذا الملف ليس أيًا منهما/);
    await expect(apply.getByRole('alert')).toHaveText('يُرجى تصحيح الحقل المشار إليه أدناه.');
    await attachCv(apply, pdfBytes());
    await apply.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByRole('heading', { name: 'شكرًا لك، وصلنا طلبك' })).toBeFocused();
  });
});
