import 'server-only';
import type { Mailer } from '@/server/mail/mailer';
import { accountCopy, accountPaths } from '@/site/account-copy';
import { accountCopy as arabicAccountCopy } from '@/site/ar/account-copy';
import { localePath, type Locale } from '@/site/locale';
import type { LinkPurpose } from './links';

/**
 * Sends an account's mailed links in `locale`, the language of the page that asked for them;
 * never throws and never holds the request that asked.
 */
export type LinkMailer = (to: string, purpose: LinkPurpose, token: string, locale: Locale) => void;

const pathOf: Record<LinkPurpose, string> = {
  verification: accountPaths.verifyEmail,
  password_reset: accountPaths.resetPassword,
};
const copyIn = (locale: Locale) => (locale === 'ar' ? arabicAccountCopy : accountCopy);
const mailOf = (locale: Locale, purpose: LinkPurpose) =>
  purpose === 'verification' ? copyIn(locale).verificationMail : copyIn(locale).resetMail;

/** The page a link opens, in the mail's language, on this deployment's public address. */
export function linkUrl(
  siteUrl: string,
  purpose: LinkPurpose,
  token: string,
  locale: Locale,
): string {
  const url = new URL(localePath(locale, pathOf[purpose]), siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The plain-text mail that carries a link, in `locale`. */
export function linkMail(siteUrl: string, purpose: LinkPurpose, token: string, locale: Locale) {
  const copy = mailOf(locale, purpose);
  return {
    subject: copy.subject,
    text: `${copy.lines(linkUrl(siteUrl, purpose, token, locale)).join('\n')}\n`,
  };
}

interface LinkMailerOptions {
  /** The mail server, or null when SMTP_URL is not set. */
  mailer: Mailer | null;
  siteUrl: string;
  /** Without a mail server, development logs the link so the developer can open it; production never does. */
  development: boolean;
  log: {
    info: (context: object, message: string) => void;
    warn: (context: object, message: string) => void;
  };
}

/**
 * Account mail: sent in the background (the answer never waits for the mail server, and a
 * failure is logged, not retried: the visitor can ask for another link). The log holds the
 * link's purpose, never the address; the link itself only in development without SMTP_URL.
 */
export function createLinkMailer({
  mailer,
  siteUrl,
  development,
  log,
}: LinkMailerOptions): LinkMailer {
  return (to, purpose, token, locale) => {
    if (!mailer) {
      if (development)
        log.info(
          { purpose, link: linkUrl(siteUrl, purpose, token, locale) },
          'Account mail not sent (SMTP_URL is not set); open the link from this development log',
        );
      else log.warn({ purpose }, 'Account mail not sent: SMTP_URL is not set');
      return;
    }
    const { subject, text } = linkMail(siteUrl, purpose, token, locale);
    mailer.send({ to: [to], subject, text }).catch((error: unknown) =>
      // The code only: a refusal's message can quote the recipient's address.
      log.warn({ purpose, code: (error as { code?: unknown }).code }, 'Account mail failed'),
    );
  };
}
