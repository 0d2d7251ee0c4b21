import { expect, test, type Locator, type Page } from '../support/test';
import { newAccount, PASSWORD, signUp } from '../api/support/accounts';
import { axeViolations } from '../support/axe';

/** A returning visitor: the intro journey has been seen, so / shows the header. */
async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
}

/** Puts a session in storage, as a earlier sign-in in this browser would have. */
async function restoreSession(page: Page, token: string, user: unknown) {
  await page.goto('/register');
  await page.evaluate(
    ([savedToken, savedUser]) => {
      localStorage.setItem('auth_token', savedToken);
      localStorage.setItem('user_data', savedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
}

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('auth_token'),
    user: localStorage.getItem('user_data'),
  }));

const registerForm = (page: Page) => page.getByRole('form', { name: 'Register' });
const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
const accountButton = (page: Page, firstName: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(firstName) });

async function fillRegister(form: Locator, account: ReturnType<typeof newAccount>) {
  await form.getByLabel('First name').fill(String(account.firstName));
  await form.getByLabel('Last name').fill(String(account.lastName));
  await form.getByLabel('Email').fill(String(account.email));
  await form.getByLabel('Password', { exact: true }).fill(String(account.password));
}

test('register, see the name in the header, edit the profile, reload, log out, sign in again', async ({
  page,
  request,
}) => {
  await asReturningVisitor(page);
  const account = newAccount({ firstName: 'Layla' });

  await page.goto('/register');
  await fillRegister(registerForm(page), account);
  await registerForm(page).getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, 'Layla')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toHaveCount(0);

  await accountButton(page, 'Layla').click();
  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const details = page.getByTestId('profile-details');
  await expect(details).toContainText(account.email);

  await page.getByRole('button', { name: 'Edit details' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.getByLabel('Company').fill('Wasla Partners');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your profile has been updated.' }),
  ).toBeVisible();
  await expect(details).toContainText('Wasla Partners');

  await page.reload();
  await expect(page.getByTestId('profile-details')).toContainText('Wasla Partners');
  await expect(accountButton(page, 'Layla')).toBeVisible();

  const { token } = await storedSession(page);
  await accountButton(page, 'Layla').click();
  const logout = page.waitForResponse('**/api/users/logout');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await storedSession(page)).toEqual({ token: null, user: null });
  // The server ended the session too: a copy of the token no longer works.
  const copied = await request.get('/api/users/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(copied.status()).toBe(401);

  await page.goto('/register?mode=signin');
  await signInForm(page).getByLabel('Email').fill(account.email);
  await signInForm(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, 'Layla')).toBeVisible();
});

test('registration works with the keyboard alone', async ({ page }) => {
  await asReturningVisitor(page);
  const account = newAccount({ firstName: 'Omar' });
  await page.goto('/register');
  // Tab to the selected tab, then through the form in order.
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press('Tab');
    if (
      await page
        .getByRole('tab', { name: 'Register' })
        .evaluate((tab) => tab === document.activeElement)
    )
      break;
  }
  await expect(page.getByRole('tab', { name: 'Register' })).toBeFocused();
  for (const value of [account.firstName, account.lastName, account.email, account.password]) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(value));
  }
  await page.keyboard.press('Tab'); // Show password
  await page.keyboard.press('Space');
  await expect(registerForm(page).getByLabel('Password', { exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await page.keyboard.press('Tab'); // Company (optional)
  await page.keyboard.press('Tab'); // Phone (optional)
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, 'Omar')).toBeVisible();

  // The account menu opens, moves and closes from the keyboard too.
  await accountButton(page, 'Omar').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeHidden();
  await expect(accountButton(page, 'Omar')).toBeFocused();
});

test('what was typed before the page’s script ran is kept, shown and sent', async ({ page }) => {
  await asReturningVisitor(page);
  const account = newAccount({ firstName: 'Huda' });
  // The page's scripts are held until the form is filled in: a visitor typing on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/register', { waitUntil: 'domcontentloaded' });
  await fillRegister(registerForm(page), account);
  release();
  // Next's router is set once the page has hydrated.
  await page.waitForFunction(() => (window as { next?: { router?: object } }).next?.router);
  // Showing the password renders the form again, which wrote the rendered (empty) values back.
  await registerForm(page).getByLabel('Show password').check();
  await expect(registerForm(page).getByLabel('Password', { exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await expect(registerForm(page).getByLabel('First name')).toHaveValue(String(account.firstName));
  await expect(registerForm(page).getByLabel('Email')).toHaveValue(String(account.email));
  await expect(registerForm(page).getByLabel('Password', { exact: true })).toHaveValue(
    String(account.password),
  );
  await registerForm(page).getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, 'Huda')).toBeVisible();
});

test('the tabs follow the arrow keys and the address keeps the chosen one', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('tab', { name: 'Register' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  await expect(signInForm(page)).toBeVisible();
  await expect(registerForm(page)).toBeHidden();
  await expect(page).toHaveURL(/mode=signin/);
  await page.keyboard.press('Home');
  await expect(registerForm(page)).toBeVisible();
});

test('inline errors come from the shared rules, name the field, and focus moves to the first', async ({
  page,
}) => {
  await page.goto('/register');
  const form = registerForm(page);
  await expect(form.getByText('10 to 128 characters')).toBeVisible();
  await expect(form.getByText('At least one letter')).toBeVisible();
  await expect(form.getByText('At least one digit')).toBeVisible();

  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Create account' }).click();
  const firstName = form.getByLabel('First name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('First name is required.');
  await expect(
    form.getByText('Email must be a valid email address, like name@company.com.'),
  ).toBeVisible();
  await expect(form.getByText('Password must be at least 10 characters.')).toBeVisible();
  expect(await axeViolations(page, 'register errors')).toEqual([]);

  await firstName.fill('Nora');
  await expect(form.getByText('First name is required.')).toHaveCount(0);
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
});

test('the server’s errors are shown and focused: a taken email, a wrong password', async ({
  page,
  request,
}) => {
  const { account } = await signUp(request);
  await page.goto('/register');
  await fillRegister(registerForm(page), newAccount({ email: account.email }));
  await registerForm(page).getByRole('button', { name: 'Create account' }).click();
  const taken = registerForm(page).getByRole('alert');
  await expect(taken).toHaveText(
    'An account with this email address already exists. Sign in instead.',
  );
  await expect(taken).toBeFocused();

  await page.getByRole('tab', { name: 'Sign in' }).click();
  await signInForm(page).getByLabel('Email').fill(account.email);
  await signInForm(page).getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
  const wrong = signInForm(page).getByRole('alert');
  await expect(wrong).toHaveText('Invalid email or password.');
  await expect(wrong).toBeFocused();
  expect(await axeViolations(page, 'server errors')).toEqual([]);
});

test('signing in returns to a same-site next page, and never to another site', async ({
  page,
  request,
}) => {
  await asReturningVisitor(page);
  const { account } = await signUp(request);
  for (const [next, landing] of [
    ['%2Fprofile', /\/profile$/],
    ['%2F%2Fevil.example%2F', /^http:\/\/127\.0\.0\.1:\d+\/$/],
  ] as const) {
    await page.goto(`/register?mode=signin&next=${next}`);
    await signInForm(page).getByLabel('Email').fill(account.email);
    await signInForm(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(landing);
    await page.evaluate(() => localStorage.clear());
  }
});

test('in Arabic: the browser’s and the server’s errors are Arabic, and signing in returns to the Arabic page', async ({
  page,
  request,
}) => {
  await asReturningVisitor(page);
  const { account } = await signUp(request);
  await page.goto('/ar/register?next=%2Far%2Fservices');
  // Fields by id: their labels are the page's words, these checks are about the messages.
  const register = page.locator('form').filter({ has: page.locator('#register-email') });
  await page.locator('#register-email').fill('not-an-email');
  await register.locator('button[type="submit"]').click();
  const firstName = page.locator('#register-first-name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription('حقل «الاسم الأول» مطلوب.');
  await expect(page.locator('#register-email')).toHaveAccessibleDescription(
    'أدخل بريدًا إلكترونيًا صحيحًا، مثل name@company.com.',
  );
  await expect(page.locator('#register-password')).toHaveAccessibleDescription(
    /يجب ألا يقل «كلمة المرور» عن 10 أحرف\.$/,
  );

  // The API answers in the page's language: a taken address, then a wrong password.
  await firstName.fill('نورة');
  await page.locator('#register-last-name').fill('الحربي');
  await page.locator('#register-email').fill(account.email);
  await page.locator('#register-password').fill(PASSWORD);
  await register.locator('button[type="submit"]').click();
  await expect(register.getByRole('alert')).toHaveText(
    'يوجد حساب بهذا البريد الإلكتروني. سجّل الدخول بدلًا من ذلك.',
  );
  await page.locator('#tab-signin').click();
  const signIn = page.locator('form').filter({ has: page.locator('#signin-email') });
  await page.locator('#signin-email').fill(account.email);
  await page.locator('#signin-password').fill('wrong-password-1');
  await signIn.locator('button[type="submit"]').click();
  await expect(signIn.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  await page.locator('#signin-password').fill(PASSWORD);
  await signIn.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/ar\/services$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('without JavaScript, in Arabic: register and sign-in are posted, answered in Arabic, keeping what was typed', async ({
  browser,
  request,
}) => {
  const { account } = await signUp(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ar/register');
  const register = page.locator('form').filter({ has: page.locator('#register-email') });
  await page.locator('#register-first-name').fill('نورة');
  await page.locator('#register-email').fill('not-an-email');
  await page.locator('#register-password').fill('short');
  await register.locator('button[type="submit"]').click();
  // Posted: nothing typed (a password least of all) travels in the address.
  expect(new URL(page.url()).search).toBe('');
  const lastName = page.locator('#register-last-name');
  await expect(lastName).toHaveAccessibleDescription('حقل «اسم العائلة» مطلوب.');
  await expect(lastName).toBeFocused();
  await expect(page.locator('#register-email')).toHaveAccessibleDescription(
    'أدخل بريدًا إلكترونيًا صحيحًا، مثل name@company.com.',
  );
  await expect(page.locator('#register-first-name')).toHaveValue('نورة');
  await expect(page.locator('#register-email')).toHaveValue('not-an-email');
  await expect(page.locator('#register-password')).toHaveValue('');

  const fresh = newAccount();
  await lastName.fill('الحربي');
  await page.locator('#register-email').fill(String(fresh.email));
  await page.locator('#register-password').fill(PASSWORD);
  await register.locator('button[type="submit"]').click();
  await expect(register.getByRole('status')).toContainText('تم إنشاء حسابك.');
  const created = await request.post('/api/users/login', {
    data: { email: fresh.email, password: PASSWORD },
  });
  expect(created.status()).toBe(200);

  await page.goto('/ar/register?mode=signin');
  const signIn = page.locator('form').filter({ has: page.locator('#signin-email') });
  await page.locator('#signin-email').fill(account.email);
  await page.locator('#signin-password').fill('wrong-password-1');
  await signIn.locator('button[type="submit"]').click();
  await expect(signIn.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  await expect(page.locator('#signin-email')).toHaveValue(account.email);
  await page.locator('#signin-password').fill(PASSWORD);
  await signIn.locator('button[type="submit"]').click();
  await expect(signIn.getByRole('status')).toContainText('بريدك الإلكتروني وكلمة المرور صحيحان');
  await context.close();
});

test('an anonymous visitor on /profile is invited to sign in, and comes back after', async ({
  page,
  request,
}) => {
  const { account } = await signUp(request);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Sign in to see your profile' })).toBeVisible();
  expect(await axeViolations(page, 'anonymous /profile')).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await signInForm(page).getByLabel('Email').fill(account.email);
  await signInForm(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-details')).toContainText(account.email);

  // The Arabic page's invitation comes back to the Arabic page.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/ar/profile');
  await expect(page.locator('main a[href*="mode=signin"]')).toHaveAttribute(
    'href',
    '/ar/register?mode=signin&next=%2Far%2Fprofile',
  );
});

test('a failed save changes nothing', async ({ page, request }) => {
  const { token, user } = await signUp(request, { company: 'Acme KSA' });
  await restoreSession(page, token, user);
  await page.route('**/api/users/profile', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"success":false,"message":"boom"}',
        })
      : route.continue(),
  );
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit details' }).click();
  await page.getByLabel('Company').fill('Changed Co');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const alert = page.getByRole('form', { name: 'Edit your details' }).getByRole('alert');
  await expect(alert).toHaveText('Server error. Please try again later or contact support.');
  await expect(alert).toBeFocused();
  await expect(page.getByLabel('Company')).toHaveValue('Changed Co'); // kept, to try again
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('profile-details')).toContainText('Acme KSA');
  await expect(page.getByTestId('profile-details')).not.toContainText('Changed Co');
  expect(JSON.parse((await storedSession(page)).user ?? '{}')).toMatchObject({
    company: 'Acme KSA',
  });
  const server = await request.get('/api/users/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await server.json()).data.company).toBe('Acme KSA');
});

test('changing the password keeps this session, ends the others, and the new one signs in', async ({
  page,
  request,
}) => {
  await asReturningVisitor(page);
  const { account, token, user } = await signUp(request, { firstName: 'Salma' });
  await restoreSession(page, token, user);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change your password' });

  await form.getByLabel('Current password', { exact: true }).fill('not-the-password-1');
  await form.getByLabel('New password', { exact: true }).fill('new-tender-2031');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password', { exact: true })).toBeFocused();
  await expect(form.getByText('Current password is incorrect.')).toBeVisible();

  await form.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
  ).toBeVisible();
  await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');
  expect(
    (
      await request.get('/api/users/profile', { headers: { authorization: `Bearer ${token}` } })
    ).status(),
  ).toBe(401);
  const newToken = (await storedSession(page)).token;
  expect(newToken).not.toBe(token);

  await page.reload();
  await expect(accountButton(page, 'Salma')).toBeVisible();
  await expect(page.getByTestId('profile-details')).toContainText(account.email);
  const login = await request.post('/api/users/login', {
    data: { email: account.email, password: 'new-tender-2031' },
  });
  expect(login.status()).toBe(200);
});

test('account deletion asks first, needs the password, then deletes and signs out', async ({
  page,
  request,
}) => {
  await asReturningVisitor(page);
  const { account, token, user } = await signUp(request, { firstName: 'Huda' });
  await restoreSession(page, token, user);
  await page.goto('/profile');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  // Focus starts in the password field: nothing is deleted until it is typed.
  await expect(dialog.getByLabel('Current password', { exact: true })).toBeFocused();
  expect(await axeViolations(page, 'delete dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-details')).toBeVisible();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const password = dialog.getByLabel('Current password', { exact: true });
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(dialog.getByText('Current password is required.')).toBeVisible();
  await password.fill('not-my-password-1');
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account has been deleted.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to see your profile' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, user: null });
  const login = await request.post('/api/users/login', {
    data: { email: account.email, password: PASSWORD },
  });
  expect(login.status()).toBe(401);
});

test('a session the server no longer accepts is ended on /profile', async ({ page, request }) => {
  const { user } = await signUp(request);
  await restoreSession(page, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.invalid', user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Sign in to see your profile' })).toBeVisible();
  await expect(
    page.getByText('Your session has expired or is not valid. Please sign in again.'),
  ).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, user: null });
});

test('names that look like HTML or SQL are shown as text and never run', async ({
  page,
  request,
}) => {
  await asReturningVisitor(page);
  const hostile = {
    firstName: '<img src=x onerror="window.__xss=1">',
    lastName: '<script>window.__xss=2</script>',
    company: "Robert'); DROP TABLE users;--",
  };
  const { token, user } = await signUp(request, hostile);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await restoreSession(page, token, user);
  await page.goto('/profile');
  const details = page.getByTestId('profile-details');
  for (const value of Object.values(hostile)) await expect(details).toContainText(value);
  await expect(page.getByRole('banner').getByTestId('account-first-name')).toHaveText(
    hostile.firstName,
  );
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('main img[src="x"], main script:text("__xss")')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('axe finds no violation on the signed-in header menu, /profile and its edit form', async ({
  page,
  request,
}) => {
  await asReturningVisitor(page);
  const { token, user } = await signUp(request, { firstName: 'Reem' });
  await restoreSession(page, token, user);
  await page.goto('/profile');
  await accountButton(page, 'Reem').click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  expect(await axeViolations(page, 'account menu')).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Edit details' }).click();
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  expect(await axeViolations(page, '/profile edit')).toEqual([]);
});
