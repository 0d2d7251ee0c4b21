import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { docxBytes, docxParts, pdfBytes, zipOf } from '../support/files';
import { openInSpreadsheet } from '../support/spreadsheet';
import { startSmtp, type LocalSmtp } from '../support/smtp';
import { bearer, newAccount, PASSWORD, verifyFromMail } from './support/accounts';
import {
  applicationForm,
  contactForm,
  FILL_TIME_MS,
  formToken,
  formTokens,
  TEST_MIN_FILL_MS,
  freshAddress,
} from './support/enquiries';
import { startServer, type RunningServer } from './support/server';

// A server of its own: its staff notifications go to a local SMTP server, one staff account
// (unique per run, so reruns on PostgreSQL start clean), 2 enquiries per email an hour (4 per
// address), and a trusted proxy so each test can be its own client address.
const STAFF_EMAIL = `staff.${randomUUID()}@wasla.test`;
let server: RunningServer;
let smtp: LocalSmtp;
let dataDir: string;
let nextToken: () => Promise<string>;
let staffToken: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-enquiries-'));
  smtp = await startSmtp();
  server = await startServer({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'enquiries-secret-enquiries-secret-012345',
    TRUST_PROXY: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Wasla website <website@wasla.test>',
    ENQUIRY_TO: 'team@wasla.test',
    STAFF_EMAILS: `other@wasla.test, ${STAFF_EMAIL.toUpperCase()}`,
    ENQUIRY_RATE_LIMIT_POINTS: '2',
    ENQUIRY_MIN_FILL_MS: String(TEST_MIN_FILL_MS),
    // A failed notification is tried again after 1 s (5 s by default), then 4 s later.
    ENQUIRY_MAIL_RETRY_MS: '1000',
  });
  nextToken = formTokens(server.url);
  staffToken = await signUpToken({ email: STAFF_EMAIL });
  await verifyFromMail(smtp, server.url, STAFF_EMAIL);
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signUpToken(overrides: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newAccount(overrides)),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

function post(
  endpoint: '/api/enquiries' | '/api/applications',
  body: FormData | string,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${endpoint}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshAddress(), ...headers },
    body,
  });
}

async function staffGet(pathAndQuery: string, authToken = staffToken) {
  return fetch(`${server.url}/api/staff/enquiries${pathAndQuery}`, { headers: bearer(authToken) });
}

interface StaffList {
  data: { enquiries: { id: string; name: string; email: string; status: string; topic: string }[] };
}

test('an enquiry is stored, answered 201, listed for staff and mailed to ENQUIRY_TO as plain text', async () => {
  const email = `nora.${randomUUID()}@example.com`;
  const message = 'Hello <img src=x onerror=alert(1)> we need help with =SUM(A1)';
  const response = await post('/api/enquiries', contactForm(await nextToken(), { email, message }));
  expect(response.status).toBe(201);
  const body = (await response.json()) as {
    success: boolean;
    message: string;
    data: { id: string };
  };
  expect(body.success).toBe(true);
  expect(body.message).toMatch(/reached us/);

  const list = (await (await staffGet('')).json()) as StaffList;
  expect(list.data.enquiries[0]).toMatchObject({ id: body.data.id, email, status: 'new' });

  const mail = await smtp.waitFor((caught) => caught.text.includes(email));
  expect(mail.to).toEqual(['team@wasla.test']);
  expect(mail.headers).toMatch(/content-type: text\/plain/i);
  expect(mail.text).toContain(message);
  // The link opens this enquiry in the staff inbox, at the public address (SITE_URL).
  expect(mail.text).toMatch(
    new RegExp(`http://localhost:3000/staff/enquiries/${body.data.id}\\r?\\n`),
  );
  // No automatic reply: nothing is ever sent to the address the visitor typed.
  expect(smtp.messages.some((caught) => caught.to.includes(email))).toBe(false);
});

test('invalid fields get 400 with a message per field; other bodies 415 and 413', async () => {
  const invalid = await post(
    '/api/enquiries',
    contactForm(await nextToken(), { email: 'not-an-email', topic: 'lottery', consent: '' }),
  );
  expect(invalid.status).toBe(400);
  const body = (await invalid.json()) as {
    error: string;
    data: { fieldErrors: Record<string, string> };
  };
  expect(body.error).toBe('VALIDATION_FAILED');
  expect(Object.keys(body.data.fieldErrors).sort()).toEqual(['consent', 'email', 'topic']);

  const json = await post('/api/enquiries', JSON.stringify({ name: 'x' }), {
    'content-type': 'application/json',
  });
  expect(json.status).toBe(415);

  const huge = await post(
    '/api/enquiries',
    contactForm(await nextToken(), { message: 'x'.repeat(70_000) }),
  );
  expect(huge.status).toBe(413);
  expect(((await huge.json()) as { error: string }).error).toBe('PAYLOAD_TOO_LARGE');

  const cvOf = (size: number) => ({
    bytes: Buffer.concat([pdfBytes(), Buffer.alloc(size - pdfBytes().length)]),
    name: 'cv.pdf',
  });
  const overFiveMb = await post(
    '/api/applications',
    applicationForm(await nextToken(), cvOf(5 * 1024 * 1024 + 1)),
  );
  expect(overFiveMb.status).toBe(400);
  expect(
    ((await overFiveMb.json()) as { data: { fieldErrors: Record<string, string> } }).data
      .fieldErrors,
  ).toEqual({ cv: 'CV must be at most 5 MB.' });
  const hugeCv = await post(
    '/api/applications',
    applicationForm(await nextToken(), cvOf(5_500_000)),
  );
  expect(hugeCv.status).toBe(413);
});

test('a CV is checked by its bytes: a PNG named cv.pdf is refused, a DOCX named cv.pdf accepted', async () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const refused = await post(
    '/api/applications',
    applicationForm(await nextToken(), { bytes: png, name: 'cv.pdf' }),
  );
  expect(refused.status).toBe(400);
  const body = (await refused.json()) as { data: { fieldErrors: Record<string, string> } };
  expect(body.data.fieldErrors.cv).toMatch(/PDF or Word/);

  const accepted = await post(
    '/api/applications',
    applicationForm(await nextToken(), { bytes: docxBytes(), name: 'cv.pdf' }, { job: 'general' }),
  );
  expect(accepted.status).toBe(201);
  const { data } = (await accepted.json()) as { data: { id: string } };
  const cv = await staffGet(`/${data.id}/cv`);
  expect(cv.status).toBe(200);
  expect(cv.headers.get('content-type')).toContain('wordprocessingml');
  expect(cv.headers.get('content-disposition')).toMatch(/^attachment;.*cv\.docx/);
  expect(cv.headers.get('cache-control')).toBe('no-store');
  expect(Buffer.from(await cv.arrayBuffer()).equals(docxBytes())).toBe(true);
  // Never served to anyone else.
  expect((await fetch(`${server.url}/api/staff/enquiries/${data.id}/cv`)).status).toBe(404);
});

test('a CV is read whole: tiny files, web-page PDFs, macro documents and zip bombs get the CV field’s message, never a 500', async () => {
  const cases: [Buffer, RegExp][] = [
    [Buffer.from('P'), /PDF or Word/],
    [Buffer.from('PK'), /PDF or Word/],
    [Buffer.from('%PD'), /PDF or Word/],
    [pdfBytes('<html><body><script>alert(1)</script></body></html>'), /macros, scripts/],
    [zipOf([...docxParts(), { name: 'word/vbaProject.bin', content: 'macro' }]), /macros, scripts/],
    [
      zipOf([
        ...docxParts(),
        { name: 'word/media/a.bin', content: Buffer.alloc(40 * 1024 * 1024), deflate: true },
      ]),
      /unpacks to far more than a document/,
    ],
    [pdfBytes('trailer << /Encrypt 5 0 R >>'), /password-protected/],
  ];
  for (const [bytes, message] of cases) {
    const response = await post(
      '/api/applications',
      applicationForm(await nextToken(), { bytes, name: 'cv.pdf' }),
    );
    expect(response.status, String(message)).toBe(400);
    const body = (await response.json()) as { data: { fieldErrors: Record<string, string> } };
    expect(body.data.fieldErrors.cv).toMatch(message);
  }
});

test('a filled honeypot is answered like a success but nothing is stored', async () => {
  const email = `bot.${randomUUID()}@example.com`;
  const response = await post(
    '/api/enquiries',
    contactForm(await nextToken(), { email, website: 'http://spam.example' }),
  );
  expect(response.status).toBe(201);
  const list = (await (await staffGet('')).json()) as StaffList;
  expect(list.data.enquiries.some((enquiry) => enquiry.email === email)).toBe(false);
});

test('a form sent faster than a person could fill it is refused with a message', async () => {
  const fresh = await formToken(server.url);
  const response = await post('/api/enquiries', contactForm(fresh));
  expect(response.status).toBe(400);
  expect(((await response.json()) as { message: string }).message).toMatch(/press Send once more/);
});

test('the contact page comes from the page cache, and each response starts its own fill time', async () => {
  const served = async () => {
    const response = await fetch(`${server.url}/contact-us?topic=media`);
    const html = await response.text();
    return {
      cache: response.headers.get('x-page-cache'),
      nonce: /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1],
      token: /name="formStartedAt" value="([^"]+)"/.exec(html)?.[1],
    };
  };
  await served();
  const first = await served();
  await new Promise((resolve) => setTimeout(resolve, FILL_TIME_MS));
  const second = await served();
  expect([first.cache, second.cache]).toEqual(['hit', 'hit']);
  // The form's start time is its own response's nonce, not the render's.
  expect(first.token).toBe(first.nonce);
  expect(second.token).toBe(second.nonce);
  expect(second.token).not.toBe(first.token);
  // The first visitor waited long enough; the second, served the same cached page just now, did not.
  expect((await post('/api/enquiries', contactForm(first.token ?? ''))).status).toBe(201);
  const tooSoon = await post('/api/enquiries', contactForm(second.token ?? ''));
  expect(tooSoon.status).toBe(400);
  expect(((await tooSoon.json()) as { message: string }).message).toMatch(/press Send once more/);
});

test('an expired or unknown start token is refused with a new one, which works once the fill time has passed', async () => {
  const refused = await post('/api/enquiries', contactForm('1700000000000.not-ours'));
  expect(refused.status).toBe(400);
  const body = (await refused.json()) as { message: string; data: { formStartedAt?: string } };
  expect(body.message).toMatch(/expired/);
  const renewed = body.data.formStartedAt ?? '';
  expect(renewed).not.toBe('');
  expect((await post('/api/enquiries', contactForm(renewed))).status).toBe(400);
  await new Promise((resolve) => setTimeout(resolve, FILL_TIME_MS));
  expect((await post('/api/enquiries', contactForm(renewed))).status).toBe(201);
});

test('a start token sends one form: the same token again is a 409 JSON with a new token, which sends it once the fill time has passed', async () => {
  const token = await nextToken();
  const email = `replay.${randomUUID()}@example.com`;
  expect((await post('/api/enquiries', contactForm(token, { email }))).status).toBe(201);
  const replayed = await post('/api/enquiries', contactForm(token, { email }));
  expect(replayed.status).toBe(409);
  expect(replayed.headers.get('content-type')).toContain('application/json');
  const body = (await replayed.json()) as {
    error: string;
    message: string;
    data: { formStartedAt?: string };
  };
  expect(body).toMatchObject({ error: 'FORM_ALREADY_SENT', message: /already been sent/ });
  // Another form does not take it either.
  expect(
    (await post('/api/applications', applicationForm(token, { bytes: pdfBytes(), name: 'cv.pdf' })))
      .status,
  ).toBe(409);
  const renewed = body.data.formStartedAt ?? '';
  expect(renewed).not.toBe('');
  await new Promise((resolve) => setTimeout(resolve, FILL_TIME_MS));
  expect((await post('/api/enquiries', contactForm(renewed, { email }))).status).toBe(201);
  const list = (await (await staffGet('')).json()) as StaffList;
  expect(list.data.enquiries.filter((enquiry) => enquiry.email === email)).toHaveLength(2);
});

test('one email may send 2 enquiries an hour from one address; the third gets 429 with Retry-After, its owner elsewhere is not blocked', async () => {
  const email = `busy.${randomUUID()}@example.com`;
  const sender = { 'x-forwarded-for': freshAddress() };
  for (let sent = 0; sent < 2; sent += 1)
    expect(
      (await post('/api/enquiries', contactForm(await nextToken(), { email }), sender)).status,
    ).toBe(201);
  const limited = await post('/api/enquiries', contactForm(await nextToken(), { email }), sender);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
  expect(((await limited.json()) as { message: string }).message).toMatch(/try again in/);
  // Enquiries sent under someone else's email used to block that person's own for an hour.
  const owner = { 'x-forwarded-for': freshAddress() };
  expect(
    (await post('/api/enquiries', contactForm(await nextToken(), { email }), owner)).status,
  ).toBe(201);
  // One address: 4 an hour, whatever the emails.
  const address = freshAddress();
  for (let sent = 0; sent < 4; sent += 1)
    expect(
      (await post('/api/enquiries', contactForm(await nextToken()), { 'x-forwarded-for': address }))
        .status,
    ).toBe(201);
  expect(
    (await post('/api/enquiries', contactForm(await nextToken()), { 'x-forwarded-for': address }))
      .status,
  ).toBe(429);
});

test('the staff API is a 404 for anonymous visitors, bad tokens and other accounts', async () => {
  const visitor = await signUpToken();
  for (const headers of [{}, bearer('not-a-token'), bearer(visitor)]) {
    for (const suffix of ['', '/export', `/${randomUUID()}`]) {
      const response = await fetch(`${server.url}/api/staff/enquiries${suffix}`, { headers });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe(
        `There is no API endpoint at /api/staff/enquiries${suffix}.`,
      );
    }
  }
});

test('staff filter by topic, status and words, mark one handled and back, and export a CSV a spreadsheet shows as typed', async () => {
  const name = '=HYPERLINK("http://evil.example","Click")';
  const phone = '+966 50 123 4567';
  const company = `Najd_${randomUUID().slice(0, 8)} 100% Trading`;
  const created = await post(
    '/api/enquiries',
    contactForm(await nextToken(), {
      name,
      topic: 'media',
      message: '+1 call me\n@once',
      phone,
      company,
    }),
  );
  const { data } = (await created.json()) as { data: { id: string } };

  // Words are found in the company (case-insensitive; % and _ match only themselves).
  const found = (await (
    await staffGet(`?q=${encodeURIComponent(company.toUpperCase())}`)
  ).json()) as StaffList;
  expect(found.data.enquiries.map((enquiry) => enquiry.id)).toEqual([data.id]);
  const wildcard = (await (await staffGet('?q=%25')).json()) as StaffList;
  expect(wildcard.data.enquiries.map((enquiry) => enquiry.id)).toEqual([data.id]);

  const media = (await (await staffGet('?topic=media&status=new')).json()) as StaffList;
  expect(media.data.enquiries.map((enquiry) => enquiry.id)).toContain(data.id);
  expect(media.data.enquiries.every((enquiry) => enquiry.topic === 'media')).toBe(true);

  const patch = await fetch(`${server.url}/api/staff/enquiries/${data.id}`, {
    method: 'PATCH',
    headers: { ...bearer(staffToken), 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'handled' }),
  });
  expect(patch.status).toBe(200);
  const stillNew = (await (await staffGet('?topic=media&status=new')).json()) as StaffList;
  expect(stillNew.data.enquiries.map((enquiry) => enquiry.id)).not.toContain(data.id);
  const handled = (await (await staffGet('?status=handled')).json()) as StaffList;
  expect(handled.data.enquiries.map((enquiry) => enquiry.id)).toContain(data.id);

  const csv = await staffGet(`/export?q=${encodeURIComponent(company)}`);
  expect(csv.headers.get('content-type')).toContain('text/csv');
  expect(csv.headers.get('cache-control')).toBe('no-store');
  const [header, row, ...rest] = openInSpreadsheet(await csv.text());
  expect(rest).toEqual([]);
  const column = (title: string) => row?.[header?.findIndex((cell) => cell.shown === title) ?? -1];
  expect(column('Name')).toEqual({ shown: name, runsFormula: false });
  expect(column('Phone')).toEqual({ shown: phone, runsFormula: false });
  expect(column('Company')).toEqual({ shown: company, runsFormula: false });
  expect(column('Message')).toEqual({ shown: '+1 call me\n@once', runsFormula: false });
  expect(row?.some((cell) => cell.runsFormula)).toBe(false);

  // Handled can be undone.
  const undo = await fetch(`${server.url}/api/staff/enquiries/${data.id}`, {
    method: 'PATCH',
    headers: { ...bearer(staffToken), 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'new' }),
  });
  expect(((await undo.json()) as { data: { status: string } }).data.status).toBe('new');
});

test('a signed-in visitor sees their enquiries; deleting the account deletes them', async () => {
  const visitor = await signUpToken();
  const email = `own.${randomUUID()}@example.com`;
  const sent = await post(
    '/api/enquiries',
    contactForm(await nextToken(), { email }),
    bearer(visitor),
  );
  expect(sent.status).toBe(201);
  const own = await fetch(`${server.url}/api/users/enquiries`, { headers: bearer(visitor) });
  const ownList = (await own.json()) as { data: { enquiries: { id: string; topic: string }[] } };
  expect(ownList.data.enquiries).toHaveLength(1);
  expect(ownList.data.enquiries[0]?.topic).toBe('tender-management');

  expect(
    (
      await fetch(`${server.url}/api/users/profile`, {
        method: 'DELETE',
        headers: { ...bearer(visitor), 'content-type': 'application/json' },
        body: JSON.stringify({ currentPassword: PASSWORD }),
      })
    ).status,
  ).toBe(200);
  const list = (await (await staffGet('')).json()) as StaffList;
  expect(list.data.enquiries.some((enquiry) => enquiry.email === email)).toBe(false);
});

test('with the mail server down the enquiry is still stored, and the mail follows once it is back', async () => {
  test.setTimeout(60_000);
  await smtp.stop();
  const email = `later.${randomUUID()}@example.com`;
  const response = await post('/api/enquiries', contactForm(await nextToken(), { email }));
  expect(response.status).toBe(201);
  const list = (await (await staffGet('')).json()) as StaffList;
  expect(list.data.enquiries.some((enquiry) => enquiry.email === email)).toBe(true);

  smtp = await startSmtp(smtp.port);
  const mail = await smtp.waitFor((caught) => caught.text.includes(email), 45_000);
  expect(mail.to).toEqual(['team@wasla.test']);
});
