import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { FORM_TOKEN_FIELD } from '../../../src/lib/enquiries/form-fields';

/** The test servers' minimum fill time (ENQUIRY_MIN_FILL_MS; the real one is 3 s). */
export const TEST_MIN_FILL_MS = 1_000;
/** What that minimum asks a test to wait after reading a form (with a margin). */
export const FILL_TIME_MS = TEST_MIN_FILL_MS + 200;

/**
 * When the server made a form's start token. The token is its response's CSP nonce, which carries
 * the time it was made: 16 random bytes, then the time in ms (6 bytes, big-endian), then the
 * signature (host/shared/render-nonce.mjs).
 */
function tokenMadeAt(token: string): number {
  const bytes = Buffer.from(token, 'base64');
  if (bytes.length !== 33) throw new Error(`Not a form start token: ${token}`);
  return bytes.readUIntBE(16, 6);
}

/** Waits until `token` is FILL_TIME_MS old: past the test servers' minimum, with a margin. */
async function waitUntilSendable(token: string) {
  const wait = tokenMadeAt(token) + FILL_TIME_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Waits until the form can be sent: the start token it will post (its page's, or one an answer
 * has handed out since) is older than the test servers' minimum fill time, with FILL_TIME_MS's
 * margin. Filling the form in has already taken part of that time.
 */
export async function waitOutFillTime(form: Locator) {
  await waitUntilSendable(await form.locator(`input[name="${FORM_TOKEN_FIELD}"]`).inputValue());
}

/** The signed "form started at" token of the form a visitor would load from `path`. */
export async function formToken(baseUrl: string, path = '/contact-us'): Promise<string> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const token = /name="formStartedAt" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`No form token on ${path}`);
  return token;
}

/**
 * Start tokens for a spec that sends many forms: each token sends one form (a second post with
 * it is refused), so each call gives a new one, old enough to send. They are read ahead in
 * batches, so a batch waits out the fill time once, counted from when each token was made.
 */
export function formTokens(baseUrl: string, path = '/contact-us', batch = 10) {
  const ready: string[] = [];
  return async function nextToken(): Promise<string> {
    if (ready.length === 0)
      ready.push(
        ...(await Promise.all(Array.from({ length: batch }, () => formToken(baseUrl, path)))),
      );
    const token = ready.shift()!;
    await waitUntilSendable(token);
    return token;
  };
}

/** A complete contact form as a browser posts it. */
export function contactForm(token: string, overrides: Record<string, string> = {}) {
  const form = new FormData();
  const fields = {
    formStartedAt: token,
    website: '',
    name: 'Nora Al-Harbi',
    email: `nora.${randomUUID()}@example.com`,
    company: 'Harbi Trading',
    country: 'Saudi Arabia',
    phone: '',
    topic: 'tender-management',
    message: 'We plan to bid on a Ministry of Health tender next quarter.',
    consent: 'yes',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** A complete application form with the given CV. */
export function applicationForm(
  token: string,
  cv: { bytes: Buffer; name: string; type?: string },
  overrides: Record<string, string> = {},
) {
  const form = new FormData();
  const fields = {
    formStartedAt: token,
    website: '',
    name: 'Sara Al-Qahtani',
    email: `sara.${randomUUID()}@example.com`,
    phone: '+966 55 123 4567',
    link: 'https://www.linkedin.com/in/sara-example',
    job: 'senior-bid-manager',
    message: 'I have led bids for three ministries.',
    consent: 'yes',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(
    'cv',
    new File([new Uint8Array(cv.bytes)], cv.name, { type: cv.type ?? 'application/pdf' }),
  );
  return form;
}

/**
 * A client address of its own (the test server trusts X-Forwarded-For): a fresh IPv6 /64, as rate
 * limits group IPv6 addresses by /64.
 */
export const freshAddress = () =>
  `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;
