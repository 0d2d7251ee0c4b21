import { describe, expect, it } from 'vitest';
import { createLinkMailer, linkMail } from './mail';

const token = 'k9x2.abc.def';
const logged: { level: string; context: object; message: string }[] = [];
const log = {
  info: (context: object, message: string) => logged.push({ level: 'info', context, message }),
  warn: (context: object, message: string) => logged.push({ level: 'warn', context, message }),
};

describe('account mail', () => {
  it('writes the link on the public address, with the page it opens and the token', () => {
    const { subject, text } = linkMail('https://wasla.example', 'password_reset', token, 'en');
    expect(subject).toBe('Choose a new password for your Wasla account');
    expect(text).toContain(`https://wasla.example/reset-password?token=${token}\n`);
    expect(linkMail('https://wasla.example', 'verification', token, 'en').text).toContain(
      `https://wasla.example/verify-email?token=${token}\n`,
    );
  });

  it('asked from an Arabic page, is written in Arabic and opens the Arabic page', () => {
    const reset = linkMail('https://wasla.example', 'password_reset', token, 'ar');
    expect(reset.subject).toBe('اختر كلمة مرور جديدة لحسابك في وصلة');
    expect(reset.text).toContain(`https://wasla.example/ar/reset-password?token=${token}\n`);
    const verification = linkMail('https://wasla.example', 'verification', token, 'ar');
    expect(verification.subject).toBe('أكّد بريدك الإلكتروني لحسابك في وصلة');
    expect(verification.text).toContain(`https://wasla.example/ar/verify-email?token=${token}\n`);
  });

  it('without a mail server logs the link in development only, never the address', () => {
    logged.length = 0;
    const options = { mailer: null, siteUrl: 'http://localhost:3000', log };
    const mailIn = (development: boolean, to: string) =>
      createLinkMailer({ ...options, development })(to, 'verification', token, 'en');
    mailIn(true, 'dev@example.com');
    mailIn(false, 'ops@example.com');
    expect(logged).toEqual([
      {
        level: 'info',
        context: {
          purpose: 'verification',
          link: `http://localhost:3000/verify-email?token=${token}`,
        },
        message: expect.stringContaining('SMTP_URL is not set'),
      },
      {
        level: 'warn',
        context: { purpose: 'verification' },
        message: 'Account mail not sent: SMTP_URL is not set',
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain('@example.com');
  });

  it('logs a failed send by its code, never the refusal text that may quote the address', async () => {
    logged.length = 0;
    const refusal = Object.assign(new Error('550 <victim@example.com> rejected'), {
      code: 'EENVELOPE',
    });
    createLinkMailer({
      mailer: { send: () => Promise.reject(refusal) },
      siteUrl: 'http://localhost:3000',
      development: false,
      log,
    })('victim@example.com', 'password_reset', token, 'en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).toEqual([
      {
        level: 'warn',
        context: { purpose: 'password_reset', code: 'EENVELOPE' },
        message: 'Account mail failed',
      },
    ]);
  });
});
