import type { CaughtMail } from './smtp';

/** Where the shared site server's mail can be read (tests/support/mail-sink.ts; playwright.config.ts). */
export const mailSinkUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 3}`;

/**
 * The link in the newest mail to `to` whose subject matches, once one has arrived (mail goes
 * out in the background, after the answer that caused it).
 */
export async function mailedLink(to: string, subject: RegExp, timeoutMs = 15_000): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(mailSinkUrl)).json()) as CaughtMail[];
    const mail = mails
      .filter(
        (candidate) => candidate.to.includes(to.toLowerCase()) && subject.test(candidate.headers),
      )
      .at(-1);
    const link = mail && /https?:\/\/\S+\?token=[A-Za-z0-9._-]+/.exec(mail.text)?.[0];
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}
