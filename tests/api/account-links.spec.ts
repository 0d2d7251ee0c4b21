import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startSmtp, type LocalSmtp } from '../support/smtp';
import { bearer, newAccount, PASSWORD, verifyFromMail } from './support/accounts';
import { freshAddress } from './support/enquiries';
import { startServer, type RunningServer } from './support/server';

// Email verification, password reset and staff access through the Account API, against a
// server of its own whose mail goes to a local SMTP server: the links are read from the mails.
const STAFF_EMAIL = `staff.${randomUUID()}@wasla.test`;
const SECRET = 'account-links-secret-account-links-0123';
let server: RunningServer;
let smtp: LocalSmtp;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-account-links-'));
  smtp = await startSmtp();
  server = await startServer({
    DATA_DIR: dataDir,
    AUTH_SECRET: SECRET,
    TRUST_PROXY: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Wasla website <website@wasla.test>',
    ENQUIRY_TO: 'team@wasla.test',
    STAFF_EMAILS: STAFF_EMAIL,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The parts of the API's answers these tests read. */
interface Answer {
  success: boolean;
  message: string;
  error?: string;
  data: {
    token: string;
    user: { emailVerified: boolean };
    emailVerified: boolean;
    enquiries: unknown[];
  };
}

async function call(
  method: string,
  pathname: string,
  {
    body,
    token,
    from = freshAddress(),
    language = 'en',
  }: { body?: unknown; token?: string; from?: string; language?: string } = {},
) {
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: {
      'x-forwarded-for': from,
      'accept-language': language,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? bearer(token) : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, body: (await response.json()) as Answer };
}

async function signUp(email = `nora.${randomUUID()}@example.com`) {
  const answer = await call('POST', '/api/users/signup', { body: newAccount({ email }) });
  expect(answer.status).toBe(201);
  return { email, token: answer.body.data.token };
}

/** The link of the newest mail to `to` whose subject matches, and the mail itself. */
async function linkMailedTo(to: string, subject: RegExp, after = 0) {
  const mail = await smtp.waitFor(
    (candidate) =>
      candidate.to.includes(to) &&
      subject.test(candidate.headers) &&
      smtp.messages.indexOf(candidate) >= after,
  );
  const link = /http:\/\/localhost:3000\/[a-z/-]+\?token=[A-Za-z0-9._-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return { mail, url: new URL(link!) };
}

test('signup mails a link that verifies the address once; the profile says so', async () => {
  const { email, token } = await signUp();
  const { mail, url } = await linkMailedTo(email, /Subject: Confirm your email address/);
  expect(mail.headers).toMatch(/From: Wasla website <website@wasla\.test>/);
  expect(url.pathname).toBe('/verify-email');
  const profile = await call('GET', '/api/users/profile', { token });
  expect(profile.body.data.emailVerified).toBe(false);

  const confirm = () =>
    call('POST', '/api/users/verification/confirm', {
      body: { token: url.searchParams.get('token') },
    });
  expect(await confirm()).toEqual({
    status: 200,
    body: { success: true, message: 'Your email address is confirmed. Thank you.' },
  });
  expect((await call('GET', '/api/users/profile', { token })).body.data.emailVerified).toBe(true);
  expect(await confirm()).toEqual({
    status: 410,
    body: {
      success: false,
      message: 'This link has already been used. Ask for a new one if you still need it.',
      error: 'LINK_USED',
    },
  });
});

test('an account made and helped from an Arabic page is mailed in Arabic, with the Arabic pages', async () => {
  const email = `reem.${randomUUID()}@example.com`;
  const made = await call('POST', '/api/users/signup', {
    body: newAccount({ email }),
    language: 'ar-SA,ar;q=0.9,en;q=0.5',
  });
  expect(made.status).toBe(201);
  const welcome = await linkMailedTo(email, /Subject: أكّد بريدك الإلكتروني لحسابك في وصلة/);
  expect(welcome.mail.text).toContain('أهلًا بك في وصلة.');
  expect(welcome.url.pathname).toBe('/ar/verify-email');
  const before = smtp.messages.length;
  await call('POST', '/api/users/password-reset', { body: { email }, language: 'ar' });
  const reset = await linkMailedTo(email, /Subject: اختر كلمة مرور جديدة/, before);
  expect(reset.url.pathname).toBe('/ar/reset-password');
});

test('a link past its expiry, altered or forged is refused with a clear answer', async () => {
  const { email } = await signUp();
  const { url } = await linkMailedTo(email, /Subject: Confirm your email address/);
  const link = url.searchParams.get('token')!;
  const [expiry, random, mac] = link.split('.') as [string, string, string];
  // A link whose signed expiry has passed is refused before the database is asked; one whose
  // expiry was moved no longer matches its signature.
  const moved = `${(parseInt(expiry, 36) - 2 * 24 * 3600).toString(36)}.${random}.${mac}`;
  for (const token of [moved, `${link}x`, 'garbage', link.replace(random, random.toUpperCase())]) {
    const answer = await call('POST', '/api/users/verification/confirm', { body: { token } });
    expect(answer.status, token).toBe(400);
    expect(answer.body.error).toBe('LINK_INVALID');
  }
  const empty = await call('POST', '/api/users/verification/confirm', { body: { token: '' } });
  expect(empty.status).toBe(400);
  expect(empty.body.message).toBe('The link is incomplete: open the whole link from the email.');
  // A genuine link whose day is over: signed as the server signs (its key comes from AUTH_SECRET).
  const key = createHmac('sha256', SECRET).update('wasla account links').digest();
  const past = `${Math.floor(Date.now() / 1000 - 60).toString(36)}.${random}`;
  const signature = createHmac('sha256', key)
    .update(`verification\n${past}`)
    .digest('base64url')
    .slice(0, 22);
  expect(
    await call('POST', '/api/users/verification/confirm', {
      body: { token: `${past}.${signature}` },
    }),
  ).toEqual({
    status: 410,
    body: {
      success: false,
      message: 'This link has expired. Ask for a new one.',
      error: 'LINK_EXPIRED',
    },
  });
});

test('a reset link sets the new password, ends every session, and cannot be used twice', async () => {
  const { email, token } = await signUp();
  const other = await call('POST', '/api/users/login', { body: { email, password: PASSWORD } });
  const otherToken = other.body.data.token;
  const before = smtp.messages.length;
  const ask = await call('POST', '/api/users/password-reset', { body: { email } });
  expect(ask).toEqual({
    status: 200,
    body: {
      success: true,
      message: expect.stringMatching(/^If an account uses this address, we have sent it a link/),
    },
  });
  const { url } = await linkMailedTo(email, /Subject: Choose a new password/, before);
  expect(url.pathname).toBe('/reset-password');
  const newPassword = 'brand-new-tender-2031';
  const reset = () =>
    call('POST', '/api/users/password-reset/confirm', {
      body: { token: url.searchParams.get('token'), newPassword },
    });
  expect((await reset()).status).toBe(200);
  for (const session of [token, otherToken])
    expect((await call('GET', '/api/users/profile', { token: session })).status).toBe(401);
  expect(
    (await call('POST', '/api/users/login', { body: { email, password: PASSWORD } })).status,
  ).toBe(401);
  const signIn = await call('POST', '/api/users/login', { body: { email, password: newPassword } });
  expect(signIn.status).toBe(200);
  expect(signIn.body.data.user.emailVerified).toBe(true);
  expect((await reset()).body.error).toBe('LINK_USED');
});

test('a reset for an unknown address answers the same and mails nothing', async () => {
  const before = smtp.messages.length;
  const unknown = `nobody.${randomUUID()}@example.com`;
  const answer = await call('POST', '/api/users/password-reset', { body: { email: unknown } });
  expect(answer.status).toBe(200);
  expect(answer.body.message).toMatch(/^If an account uses this address/);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(smtp.messages.slice(before).filter((mail) => mail.to.includes(unknown))).toEqual([]);
});

test('others asking from many addresses mail one person at most 3 reset links an hour, and never lock them out', async () => {
  const { email } = await signUp();
  const before = smtp.messages.length;
  for (let i = 0; i < 3; i += 1)
    expect((await call('POST', '/api/users/password-reset', { body: { email } })).status).toBe(200);
  const refused = await call('POST', '/api/users/password-reset', { body: { email } });
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(/^We have already sent several links to this address/);
  // The owner uses the newest link in their inbox.
  const resets = () =>
    smtp.messages
      .slice(before)
      .filter((mail) => mail.to.includes(email) && /Subject: Choose a new/.test(mail.headers));
  await expect.poll(() => resets().length).toBe(3);
  const newest = resets().at(-1)!;
  const { url } = await linkMailedTo(email, /Subject: Choose a new/, smtp.messages.indexOf(newest));
  const reset = await call('POST', '/api/users/password-reset/confirm', {
    body: { token: url.searchParams.get('token'), newPassword: 'owner-tender-2031' },
  });
  expect(reset.status).toBe(200);
});

test('resending a verification link needs the session, and stops after five mails a day', async () => {
  const { email, token } = await signUp();
  expect((await call('POST', '/api/users/verification')).status).toBe(401);
  for (let i = 0; i < 4; i += 1) {
    const answer = await call('POST', '/api/users/verification', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      `We have sent a new confirmation link to ${email}. It works once, for 24 hours.`,
    );
  }
  const refused = await call('POST', '/api/users/verification', { token });
  expect(refused.status).toBe(429);
  expect(refused.body.error).toBe('RATE_LIMITED');
});

test('the staff inbox opens only once the staff address is verified', async () => {
  const { token } = await signUp(STAFF_EMAIL);
  const inbox = () => call('GET', '/api/staff/enquiries', { token });
  expect(await inbox()).toEqual({
    status: 404,
    body: {
      success: false,
      message: 'There is no API endpoint at /api/staff/enquiries.',
      error: 'NOT_FOUND',
    },
  });
  await verifyFromMail(smtp, server.url, STAFF_EMAIL);
  const opened = await inbox();
  expect(opened.status).toBe(200);
  expect(Array.isArray(opened.body.data.enquiries)).toBe(true);
});
