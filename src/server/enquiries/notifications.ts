import 'server-only';
import type { Database } from '@/server/db/client';
import type { EnquiryRow } from '@/server/db/schema';
import type { Mailer } from '@/server/mail/mailer';
import { staffEnquiryPath } from '@/lib/enquiries/views';
import { topicLabel } from '@/site/enquiry-topics';
import { jobOpenings } from '@/site/jobs';
import { claimDueNotifications, markNotified, scheduleRetry } from './store';

/** A notification is tried this often before it is given up (about a day of back-off in all). */
export const MAX_MAIL_ATTEMPTS = 10;
/** Notifications older than this are never sent (e.g. SMTP_URL set long after they came in). */
const SEND_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Milliseconds before the next try after `attempts` failed ones: `firstMs` (ENQUIRY_MAIL_RETRY_MS,
 * 5 s unless set), then four times longer each time (20 s, 80 s …), at most an hour.
 */
export function retryDelayMs(attempts: number, firstMs: number): number {
  return Math.min(firstMs * 4 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** The staff notification: plain text, so markup a visitor typed is only ever text. */
export function notificationText(row: EnquiryRow, siteUrl: string): string {
  const job = row.job
    ? (jobOpenings.find((opening) => opening.slug === row.job)?.title ?? row.job)
    : null;
  const lines = [
    row.kind === 'application'
      ? 'A new job application arrived through the website.'
      : 'A new enquiry arrived through the website.',
    '',
    `Topic: ${topicLabel(row.topic)}`,
    ...(row.kind === 'application' ? [`Position: ${job ?? 'General application'}`] : []),
    `Name: ${row.name}`,
    `Email: ${row.email}`,
    ...(row.company ? [`Company: ${row.company}`] : []),
    ...(row.country ? [`Country: ${row.country}`] : []),
    ...(row.phone ? [`Phone: ${row.phone}`] : []),
    ...(row.link ? [`LinkedIn or portfolio: ${row.link}`] : []),
    ...(row.kind === 'application' ? ['CV: download it from the staff inbox'] : []),
    `Received: ${row.createdAt.toISOString()}`,
    '',
    row.message || '(no message)',
    '',
    `Open it in the staff inbox: ${new URL(staffEnquiryPath(row.id), siteUrl)}`,
  ];
  return `${lines.join('\n')}\n`;
}

export interface Notifier {
  /** Sends every notification that is due; never throws. */
  deliverDue(): Promise<void>;
}

/**
 * Staff notifications by mail. Each enquiry is saved first and its notification sent afterwards,
 * from the database: a mail server that is down only delays it (tried again with back-off, also
 * after a restart), and the visitor never waits for it.
 */
export function createNotifier({
  db,
  mailer,
  to,
  siteUrl,
  firstRetryMs,
  warn,
}: {
  db: Database;
  mailer: Mailer;
  to: readonly string[];
  /** The public base address (SITE_URL) the mail's link to the enquiry starts with. */
  siteUrl: string;
  /** The wait before a failed notification's first retry (ENQUIRY_MAIL_RETRY_MS). */
  firstRetryMs: number;
  warn: (context: Record<string, unknown>, message: string) => void;
}): Notifier {
  let running: Promise<void> | null = null;
  let followUp: Promise<void> | null = null;

  async function deliver(row: EnquiryRow) {
    try {
      const subject =
        row.kind === 'application'
          ? 'New job application from the website'
          : `New enquiry from the website: ${topicLabel(row.topic)}`;
      await mailer.send({
        to,
        subject,
        text: notificationText(row, siteUrl),
        replyTo: row.email,
      });
      await markNotified(db, row.id);
    } catch (error) {
      const giveUp = row.mailAttempts >= MAX_MAIL_ATTEMPTS;
      warn(
        { enquiryId: row.id, attempt: row.mailAttempts, err: (error as Error).message },
        giveUp
          ? 'Enquiry notification failed for the last time; the enquiry is in the staff inbox'
          : 'Enquiry notification failed; it will be tried again',
      );
      if (giveUp) return;
      const delayMs = retryDelayMs(row.mailAttempts, firstRetryMs);
      await scheduleRetry(db, row.id, delayMs);
      // Tried again when its wait is over (the server's regular look at due notifications also
      // finds it, after a restart or on another instance).
      setTimeout(() => void deliverDue(), delayMs).unref();
    }
  }

  async function run() {
    const due = await claimDueNotifications(db, {
      maxAttempts: MAX_MAIL_ATTEMPTS,
      // Longer than one send can take, so a slow send is not claimed twice.
      leaseSeconds: 120,
      limit: 20,
      since: new Date(Date.now() - SEND_WINDOW_MS),
    });
    for (const row of due) await deliver(row);
  }

  function deliverDue(): Promise<void> {
    // One run at a time in this process. A call during a run gets one more run after it (shared
    // by every call meanwhile): what fell due during the run is not left for the next look.
    if (running) {
      followUp ??= running.then(() => {
        followUp = null;
        return deliverDue();
      });
      return followUp;
    }
    running = run()
      .catch((error: unknown) =>
        warn({ err: (error as Error).message }, 'Could not read due enquiry notifications'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  }

  return { deliverDue };
}
