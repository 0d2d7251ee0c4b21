import { expect, test, type Page } from '../support/test';
import { newAccount, PASSWORD, signUp } from '../api/support/accounts';
import { axeViolations } from '../support/axe';
import { mailedLink } from '../support/mail';

// Email verification and password reset in the browser, with and without JavaScript. The
// shared server mails through the local SMTP server of playwright.config.ts; links are read
// from there and opened on this server (the mail names SITE_URL, the public address).

const VERIFY_MAIL = /Subject: Confirm your email address/;
const RESET_MAIL = /Subject: Choose a new password/;
const onThisServer = (link: URL) => `${link.pathname}${link.search}`;

/** Opens a page and waits for its scripts: a press before then is a plain post (tested below). */
async function openScripted(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
}

test('with JavaScript: register, ask the profile for a new link, confirm it once; the profile says so', async ({
  page,
}) => {
  await asReturningVisitor(page);
  const account = newAccount({ firstName: 'Reem' });
  await page.goto('/register?next=%2Fprofile');
  const register = page.getByRole('form', { name: 'Register' });
  await register.getByLabel('First name').fill(account.firstName);
  await register.getByLabel('Last name').fill(account.lastName);
  await register.getByLabel('Email').fill(account.email);
  await register.getByLabel('Password', { exact: true }).fill(account.password);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-details')).toContainText('Not confirmed yet');

  const section = page.getByRole('region', { name: 'Confirm your email address' });
  await section.getByRole('button', { name: 'Send a new link' }).click();
  await expect(section.getByRole('status')).toHaveText(
    `We have sent a new confirmation link to ${account.email}. It works once, for 24 hours.`,
  );
  expect(await axeViolations(page, 'profile, unverified')).toEqual([]);

  const link = onThisServer(await mailedLink(account.email, VERIFY_MAIL));
  await openScripted(page, link);
  expect(await axeViolations(page, '/verify-email')).toEqual([]);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  const confirmed = page.getByRole('status').filter({ hasText: 'Your email address is confirmed' });
  await expect(confirmed).toBeFocused();

  await page.getByRole('link', { name: 'Your profile' }).click();
  await expect(page.getByTestId('profile-details')).toContainText('Confirmed');
  await expect(page.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);

  await openScripted(page, link);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  const refused = page.getByRole('form').getByRole('alert');
  await expect(refused).toContainText('This link has already been used.');
  await expect(refused).toBeFocused();
  await expect(
    refused.getByRole('link', { name: 'Ask for a new link on your profile' }),
  ).toBeVisible();
});

test('with JavaScript: forgot the password on the sign-in tab, choose a new one; other devices are signed out', async ({
  browser,
  page,
  request,
}) => {
  const { account, token, user } = await signUp(request);
  // Another device, signed in.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await asReturningVisitor(otherPage);
  await otherPage.addInitScript(
    ([savedToken, savedUser]) => {
      localStorage.setItem('auth_token', savedToken);
      localStorage.setItem('user_data', savedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
  await otherPage.goto('/profile');
  await expect(otherPage.getByTestId('profile-details')).toContainText(account.email);

  await asReturningVisitor(page);
  await page.goto('/register?mode=signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, '/forgot-password')).toEqual([]);
  const ask = page.getByRole('form', { name: 'Send me a link to choose a new password' });
  await ask.getByLabel('Email').fill('not an address');
  await ask.getByRole('button', { name: 'Send me a link' }).click();
  await expect(ask.getByLabel('Email')).toBeFocused();
  await expect(ask.getByText('Email must be a valid email address')).toBeVisible();
  await ask.getByLabel('Email').fill(account.email);
  await ask.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account uses this address, we have sent it a link',
  );

  await openScripted(page, onThisServer(await mailedLink(account.email, RESET_MAIL)));
  expect(await axeViolations(page, '/reset-password')).toEqual([]);
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password', { exact: true }).fill('short');
  await reset.getByRole('button', { name: 'Change my password' }).click();
  await expect(reset.getByLabel('New password', { exact: true })).toBeFocused();
  await expect(reset.getByText('New password must be at least 10 characters.')).toBeVisible();
  const newPassword = 'brand-new-tender-2031';
  await reset.getByLabel('New password', { exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Your password has been changed and you have been signed out on every device.',
  );

  await page.getByRole('link', { name: 'Sign in' }).click();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(account.email);
  await signIn.getByLabel('Password', { exact: true }).fill(newPassword);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  await otherPage.reload();
  await expect(
    otherPage.getByRole('heading', { name: 'Sign in to see your profile' }),
  ).toBeVisible();
  await other.close();
});

// axe needs scripts; these pages show the same markup with them (checked above).
test('without JavaScript: the verify, forgot and reset pages work as plain posts', async ({
  browser,
  request,
}) => {
  const { account } = await signUp(request, { email: newAccount().email });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto(onThisServer(await mailedLink(account.email, VERIFY_MAIL)));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('status')).toHaveText('Your email address is confirmed. Thank you.');

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');

  const firstReset = await mailedLink(account.email, RESET_MAIL);
  await page.goto(onThisServer(firstReset));
  await page.getByLabel('New password', { exact: true }).fill('no digits here');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText('New password must contain at least one digit.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
  await page.getByLabel('New password', { exact: true }).fill('plain-post-tender-2031');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  const signIn = await request.post('/api/users/login', {
    data: { email: account.email, password: 'plain-post-tender-2031' },
  });
  expect(signIn.status()).toBe(200);
  expect(
    (
      await request.post('/api/users/login', {
        data: { email: account.email, password: PASSWORD },
      })
    ).status(),
  ).toBe(401);

  // From an Arabic page the same posts answer in Arabic: a field refused, then the confirmations.
  await page.goto('/ar/forgot-password');
  await page.locator('#forgot-email').fill('not-an-email');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('#forgot-email')).toHaveAccessibleDescription(
    'أدخل بريدًا إلكترونيًا صحيحًا، مثل name@company.com.',
  );
  await page.locator('#forgot-email').fill(account.email);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('status')).toContainText('إذا كان هناك حساب يستخدم هذا العنوان');
  // Asked for from an Arabic page, the mail is in Arabic and its link opens the Arabic page.
  const arabicReset = await mailedLink(account.email, /Subject: اختر كلمة مرور جديدة لحسابك/);
  expect(arabicReset.pathname).toBe('/ar/reset-password');
  await page.goto(onThisServer(arabicReset));
  await page.locator('#reset-new-password').fill('no digits here');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('#reset-new-password')).toHaveAccessibleDescription(
    /يجب أن تحتوي «كلمة المرور الجديدة» على رقم واحد على الأقل\.$/,
  );
  await page.locator('#reset-new-password').fill('plain-post-tender-2032');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('status')).toContainText('تم تغيير كلمة مرورك');

  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText(
    'This link is incomplete. Open the whole link from the email.',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await context.close();
});
