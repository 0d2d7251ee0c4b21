import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { enquiries, enquiryFiles, users } from '@/server/db/schema';
import type { MailMessage } from '@/server/mail/mailer';
import { docxBytes } from '#tests/support/files';
import { newNonce } from '#host/shared';
import { createFormTokens, MIN_FILL_MS } from './form-token';
import { counterStore } from '@/server/rate-limit/store';
import { createEnquiryLimiter } from './limiter';
import { createNotifier } from './notifications';
import { createEnquiryService, type EnquiryService } from './service';
import { purgeBefore } from './store';

const key = new TextEncoder().encode('unit-test-secret-unit-test-secret-0123');
const tokens = createFormTokens(key);
let handle: DatabaseHandle;
let service: EnquiryService;
const stored: string[] = [];

beforeAll(async () => {
  handle = await openDatabase({}); // PGlite in memory with the real migrations
  service = createEnquiryService({
    db: handle.db,
    tokens,
    limiter: createEnquiryLimiter({ counters: counterStore(), emailPoints: 2 }),
    onStored: (row) => stored.push(row.id),
  });
}, 90_000);
afterAll(() => handle.close());

let counter = 0;
/** A contact form as a browser posts it, started long enough ago. */
function contactForm(overrides: Record<string, string> = {}) {
  counter += 1;
  const form = new FormData();
  const fields = {
    formStartedAt: newNonce(Date.now() - MIN_FILL_MS - 1000, key),
    website: '',
    name: 'Nora Al-Harbi',
    email: `nora.${counter}@example.com`,
    company: 'Harbi Trading',
    country: 'Saudi Arabia',
    topic: 'market-entry',
    message: '<b>Hello</b> we want to enter the market.',
    consent: 'yes',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const sender = (clientAddress = `192.0.2.${counter}`) => ({ clientAddress });

describe('receiving an enquiry', () => {
  it('saves it exactly as typed (markup included, as text) and reports it stored', async () => {
    const result = await service.receive('enquiry', contactForm(), sender());
    expect(result.ok).toBe(true);
    if (!result.ok || !result.id) throw new Error('not stored');
    const [row] = await handle.db.select().from(enquiries).where(eq(enquiries.id, result.id));
    expect(row).toMatchObject({
      kind: 'enquiry',
      topic: 'market-entry',
      message: '<b>Hello</b> we want to enter the market.',
      status: 'new',
    });
    expect(stored).toContain(result.id);
  });

  it('answers a filled honeypot as if it worked, and keeps nothing', async () => {
    const before = (await handle.db.select().from(enquiries)).length;
    const result = await service.receive(
      'enquiry',
      contactForm({ website: 'http://spam' }),
      sender(),
    );
    expect(result).toEqual({ ok: true, id: null });
    expect((await handle.db.select().from(enquiries)).length).toBe(before);
  });

  it('refuses a form sent faster than a person could fill it, or with a forged start time', async () => {
    const fast = await service.receive(
      'enquiry',
      contactForm({ formStartedAt: newNonce(Date.now(), key) }),
      sender(),
    );
    expect(fast).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/press Send once more/),
    });
    const forged = await service.receive(
      'enquiry',
      contactForm({ formStartedAt: `${Date.now() - 60_000}.forged` }),
      sender(),
    );
    expect(forged).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/expired/),
    });
  });

  it('takes one form per start token: a replay is refused with a fresh token, and only a stored form spends it', async () => {
    const formStartedAt = newNonce(Date.now() - MIN_FILL_MS - 1000, key);
    const before = (await handle.db.select().from(enquiries)).length;
    // Not stored (a field to correct): the token is not spent.
    const corrected = await service.receive(
      'enquiry',
      contactForm({ formStartedAt, email: 'not-an-email' }),
      sender(),
    );
    expect(corrected).toMatchObject({ ok: false, status: 400 });
    expect((await service.receive('enquiry', contactForm({ formStartedAt }), sender())).ok).toBe(
      true,
    );
    const replayed = await service.receive('enquiry', contactForm({ formStartedAt }), sender());
    expect(replayed).toMatchObject({
      ok: false,
      status: 409,
      code: 'FORM_ALREADY_SENT',
      message: expect.stringMatching(/already been sent/),
    });
    if (replayed.ok) return;
    expect(replayed.formToken).toBeTruthy();
    expect(replayed.formToken).not.toBe(formStartedAt);
    expect((await handle.db.select().from(enquiries)).length).toBe(before + 1);
  });

  it('limits one email to 2 an hour from one address, and one address to 4, with the wait', async () => {
    const email = `limited.${Date.now()}@example.com`;
    for (let sent = 0; sent < 2; sent += 1)
      expect(
        (await service.receive('enquiry', contactForm({ email }), sender('198.51.100.1'))).ok,
      ).toBe(true);
    const third = await service.receive('enquiry', contactForm({ email }), sender('198.51.100.1'));
    expect(third).toMatchObject({ ok: false, status: 429, code: 'RATE_LIMITED' });
    if (third.ok) return;
    expect(third.retryAfter).toBeGreaterThan(3500);
    expect(third.message).toMatch(/try again in 60 minutes/);
    // Whoever used this email elsewhere does not block its owner, who writes from their own address.
    expect(
      (await service.receive('enquiry', contactForm({ email }), sender('198.51.100.2'))).ok,
    ).toBe(true);
    // One address: 4 an hour, whatever the emails.
    for (let sent = 0; sent < 3; sent += 1)
      expect((await service.receive('enquiry', contactForm(), sender('198.51.100.2'))).ok).toBe(
        true,
      );
    expect(await service.receive('enquiry', contactForm(), sender('198.51.100.2'))).toMatchObject({
      ok: false,
      status: 429,
    });
  });

  it('stores an application with its CV recognised by content, and refuses a renamed file', async () => {
    const form = contactForm();
    for (const name of ['company', 'country', 'topic']) form.delete(name);
    form.set('phone', '+966 55 000 1111');
    form.set('job', 'general');
    form.set(
      'cv',
      new File([new Uint8Array(docxBytes())], 'My CV <1>.pdf', { type: 'application/pdf' }),
    );
    const result = await service.receive('application', form, sender());
    expect(result.ok).toBe(true);
    if (!result.ok || !result.id) return;
    const [file] = await handle.db
      .select()
      .from(enquiryFiles)
      .where(eq(enquiryFiles.enquiryId, result.id));
    expect(file).toMatchObject({ fileName: 'My CV _1_.docx', size: docxBytes().length });
    expect(file?.contentType).toContain('wordprocessingml');

    form.set(
      'cv',
      new File([new Uint8Array(Buffer.from('MZ executable'))], 'cv.pdf', {
        type: 'application/pdf',
      }),
    );
    const wrong = await service.receive('application', form, sender());
    expect(wrong).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { cv: expect.stringMatching(/PDF or Word/) },
    });
  });
});

describe('erasure and retention', () => {
  it('deleting an account deletes the enquiries sent while signed in, CVs included', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({
        email: `erase.${Date.now()}@example.com`,
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'B',
      })
      .returning();
    const form = contactForm();
    const result = await service.receive('enquiry', form, { ...sender(), userId: user?.id });
    if (!result.ok || !result.id || !user) throw new Error('not stored');
    await handle.db.delete(users).where(eq(users.id, user.id));
    expect(await handle.db.select().from(enquiries).where(eq(enquiries.id, result.id))).toEqual([]);
  });

  it('purges enquiries received before the cut-off, and only those', async () => {
    const old = await service.receive('enquiry', contactForm(), sender());
    const recent = await service.receive('enquiry', contactForm(), sender());
    if (!old.ok || !old.id || !recent.ok || !recent.id) throw new Error('not stored');
    await handle.db
      .update(enquiries)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(enquiries.id, old.id));
    expect(await purgeBefore(handle.db, new Date('2021-01-01T00:00:00Z'))).toBe(1);
    const left = (await handle.db.select({ id: enquiries.id }).from(enquiries)).map(
      (row) => row.id,
    );
    expect(left).toContain(recent.id);
    expect(left).not.toContain(old.id);
  });
});

describe('staff notifications', () => {
  it('sends each stored enquiry once; a failed send is tried again when its wait is over, not lost', async () => {
    const sent: MailMessage[] = [];
    let down = true;
    const notifier = createNotifier({
      db: handle.db,
      mailer: {
        send: async (message) => {
          if (down) throw new Error('connect ECONNREFUSED');
          sent.push(message);
        },
      },
      to: ['team@wasla.test'],
      siteUrl: 'http://localhost:3000',
      firstRetryMs: 1_000,
      warn: () => {},
    });
    const result = await service.receive(
      'enquiry',
      contactForm({ name: 'Mail Test', message: '=cmd|calc <i>hi</i>' }),
      sender(),
    );
    if (!result.ok || !result.id) throw new Error('not stored');
    await notifier.deliverDue();
    expect(sent).toEqual([]);
    const [row] = await handle.db.select().from(enquiries).where(eq(enquiries.id, result.id));
    expect(row?.notifiedAt).toBeNull();
    expect(row?.nextMailAt.getTime()).toBeGreaterThan(Date.now()); // retried after a back-off

    down = false;
    // No call: the notifier tries it again itself once the wait is over.
    const mine = () => sent.filter((message) => message.text.includes('Mail Test'));
    await vi.waitFor(() => expect(mine()).toHaveLength(1), { timeout: 10_000 });
    expect(mine()[0]?.text).toContain('=cmd|calc <i>hi</i>');
    expect(mine()[0]?.text).toContain(`http://localhost:3000/staff/enquiries/${result.id}`);
    await notifier.deliverDue();
    expect(mine()).toHaveLength(1);
  });
});
