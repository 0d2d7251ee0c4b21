import 'server-only';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: readonly string[];
  subject: string;
  /** Plain text only: nothing in it is ever interpreted as markup. */
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** Sends one message; rejects when the mail server refuses it or cannot be reached. */
  send(message: MailMessage): Promise<void>;
}

/** The site's only way out to email: SMTP through nodemailer, at the SMTP_URL given. */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A mail server that is down must fail fast: the next try is scheduled, never awaited by a visitor.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text, replyTo }) {
      await transport.sendMail({ from, to: [...to], subject, text, replyTo });
    },
  };
}
