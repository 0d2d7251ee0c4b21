import type { Words } from './types';
/** Where the pages that mailed links open, and the page that asks for a reset link. */
export const accountPaths = {
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

/** The words of email verification and password reset: mails, answers and pages. */
const accountCopyWords = {
  verificationMail: {
    subject: 'Confirm your email address for your Wasla account',
    lines: (link: string) => [
      'Welcome to Wasla.',
      '',
      'To confirm that this address is yours, open this link and press "Confirm my email address":',
      link,
      '',
      'The link works once, for 24 hours. If you did not create a Wasla account, ignore this email: nothing happens without the link.',
    ],
  },
  resetMail: {
    subject: 'Choose a new password for your Wasla account',
    lines: (link: string) => [
      'Someone (we hope you) asked to choose a new password for the Wasla account of this address.',
      '',
      'To choose one, open this link:',
      link,
      '',
      'The link works once, for 1 hour. Choosing a new password signs you out on every device. If you did not ask for it, ignore this email: your password stays as it is.',
    ],
  },
  verificationSent: (email: string) =>
    `We have sent a new confirmation link to ${email}. It works once, for 24 hours.`,
  alreadyVerified: 'Your email address is already confirmed.',
  verified: 'Your email address is confirmed. Thank you.',
  resetRequested:
    'If an account uses this address, we have sent it a link to choose a new password. It works once, for 1 hour; check your spam folder if it does not arrive within a few minutes.',
  passwordReset:
    'Your password has been changed and you have been signed out on every device. Sign in with your new password.',
  tooManyMails: (wait: string) =>
    `We have already sent several links to this address recently: use the newest one in your inbox, or ask again in ${wait}.`,
  tooManyRequests: (wait: string) => `Too many requests from your network. Try again in ${wait}.`,
  /** Registered from a browser without JavaScript: the session lives in the browser's storage. */
  registeredWithoutScript:
    'Your account has been created. Staying signed in needs JavaScript (this site keeps your session in your browser): turn it on, then sign in.',
  /** Signed in from a browser without JavaScript: the password was right, the session cannot be kept. */
  signInNeedsScript:
    'Your email and password are right, but staying signed in needs JavaScript (this site keeps your session in your browser): turn it on, then sign in again.',
} as const;
export const accountCopy: Words<typeof accountCopyWords> = accountCopyWords;
