import 'server-only';
import { accountService } from '@/server/accounts';
import { hostConfig, processSingleton, sharedRedis } from '#host/shared';
import { database } from '@/server/db/client';
import { ApiFailure } from '@/server/http/api-route';
import { log } from '@/server/log';
import { counterStore } from '@/server/rate-limit/store';
import { createMailer } from '@/server/mail/mailer';
import { siteUrl } from '@/lib/env/site-url';
import { createFormTokens, MIN_FILL_MS } from './form-token';
import { createEnquiryLimiter } from './limiter';
import { createNotifier, type Notifier } from './notifications';
import { createEnquiryService, type EnquiryService } from './service';
import { staffInbox } from './staff';
import { purgeBefore } from './store';

/** How often the server looks for due notifications, and for enquiries past retention. */
const MAIL_INTERVAL_MS = 10_000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

interface Enquiries {
  service: EnquiryService;
  notifier: Notifier | null;
}

function enquiries(): Promise<Enquiries> {
  return processSingleton('enquiries', async () => {
    const env = hostConfig();
    const { db, pool } = await database();
    const notifier = env.SMTP_URL
      ? createNotifier({
          db,
          mailer: createMailer(env.SMTP_URL, env.MAIL_FROM),
          to: env.ENQUIRY_TO,
          siteUrl,
          firstRetryMs: env.ENQUIRY_MAIL_RETRY_MS,
          warn: (context, message) => log.warn(context, message),
        })
      : null;
    const counters = counterStore({ pool, redis: sharedRedis() });
    const service = createEnquiryService({
      db,
      tokens: createFormTokens(undefined, env.ENQUIRY_MIN_FILL_MS, counters),
      limiter: createEnquiryLimiter({
        counters,
        emailPoints: env.ENQUIRY_RATE_LIMIT_POINTS,
      }),
      onStored: (row) => {
        // Ids and kinds only: no personal data in logs.
        log.info(
          { enquiryId: row.id, kind: row.kind, topic: row.topic },
          notifier
            ? 'Enquiry stored; notifying staff'
            : 'Enquiry stored (SMTP_URL is not set: no notification is sent)',
        );
        void notifier?.deliverDue();
      },
    });
    return { service, notifier };
  });
}

/** How long after a form's token was made the server accepts it (the browser waits this out). */
export function formMinFillMs(): number {
  return hostConfig().ENQUIRY_MIN_FILL_MS ?? MIN_FILL_MS;
}

export async function enquiryService(): Promise<EnquiryService> {
  return (await enquiries()).service;
}

/** Deletes enquiries older than ENQUIRY_RETENTION_DAYS; returns how many went. */
export async function purgeExpiredEnquiries(now = new Date()): Promise<number> {
  const { db } = await database();
  const days = hostConfig().ENQUIRY_RETENTION_DAYS;
  return purgeBefore(db, new Date(now.getTime() - days * 24 * 60 * 60 * 1000));
}

/**
 * The server's background work for enquiries: the retention purge at start and hourly, and
 * due staff notifications every few seconds. Timers are unref'd so they never hold a stop.
 */
export function startEnquiryMaintenance() {
  const purge = () =>
    purgeExpiredEnquiries()
      .then((count) => {
        if (count > 0) log.info({ count }, 'Enquiries past the retention period deleted');
      })
      .catch((error: unknown) =>
        log.warn(
          { err: (error as Error).message },
          'Enquiry retention purge failed; tried again later',
        ),
      );
  void purge();
  setInterval(purge, PURGE_INTERVAL_MS).unref();
  if (!hostConfig().SMTP_URL) return;
  const deliver = () =>
    enquiries()
      .then(({ notifier }) => notifier?.deliverDue())
      .catch(() => {});
  void deliver();
  setInterval(deliver, MAIL_INTERVAL_MS).unref();
}

/** The signed-in account of a Bearer token, or undefined (no token, expired, deleted). */
export async function signedInUserId(authorization: string | null): Promise<string | undefined> {
  if (!authorization) return undefined;
  try {
    return (await (await accountService()).account(authorization)).id;
  } catch (error) {
    if (error instanceof ApiFailure) return undefined;
    throw error;
  }
}

/**
 * The staff inbox for an account listed in STAFF_EMAILS whose address is verified (whoever
 * registers a staff address first must still prove it is theirs). Anyone else (no token, a
 * bad one, another account, an unverified staff address) gets the same 404 as an address
 * that does not exist: the inbox is not even admitted to be there.
 */
export async function staffAccess(authorization: string | null, path: string) {
  const notFound = new ApiFailure(404, 'NOT_FOUND', `There is no API endpoint at ${path}.`);
  if (!authorization) throw notFound;
  let account;
  try {
    account = await (await accountService()).account(authorization);
  } catch (error) {
    if (error instanceof ApiFailure) throw notFound;
    throw error;
  }
  if (!account.emailVerifiedAt || !hostConfig().STAFF_EMAILS.includes(account.email))
    throw notFound;
  return staffInbox((await database()).db);
}
