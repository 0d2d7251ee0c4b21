import type { PageWords } from '../types';

/** /verify-email: the page a verification mail's link opens (no header or footer). */
export const verifyEmailPage: PageWords = {
  title: 'Confirm Your Email Address',
  description:
    'Confirm the email address of your Wasla account with the link we sent you, so that the account and everything it unlocks is known to be yours.',
  heading: 'Confirm your email address',
  intro: 'One step: confirm that the address on your Wasla account is yours.',
  sections: [],
};

/** /forgot-password: asks for a password reset link (no header or footer). */
export const forgotPasswordPage: PageWords = {
  title: 'Forgot Your Password',
  description:
    'Forgot the password of your Wasla account? Enter your email address and we will send you a link to choose a new one. The link works once, for one hour.',
  heading: 'Forgot your password?',
  intro:
    'Enter the email address of your account and we will send you a link to choose a new password.',
  sections: [],
};

/** /reset-password: the page a reset mail's link opens (no header or footer). */
export const resetPasswordPage: PageWords = {
  title: 'Choose a New Password',
  description:
    'Choose a new password for your Wasla account with the link we sent you. Every device signed in to the account is signed out once the password changes.',
  heading: 'Choose a new password',
  intro:
    'Choose a new password for your Wasla account. Every device signed in to it will be signed out.',
  sections: [],
};
