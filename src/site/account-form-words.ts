import type { Words } from './types';

/**
 * What the account forms show before anything is sent (/register, sign-in, the mailed-link
 * pages, the profile while it loads): tabs, field labels, buttons, links. The answers and
 * error messages are the account service's.
 */
const accountFormWordsWords = {
  tabs: { label: 'Register or sign in', register: 'Register', signIn: 'Sign in' },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    company: 'Company',
    phone: 'Phone',
    optional: '(optional)',
  },
  showPassword: (label: string) => `Show ${label.toLowerCase()}`,
  passwordRules: {
    label: 'Password rules',
    /** The rules in the order the schema checks them: length, a letter, a digit. */
    rules: (min: number, max: number) =>
      [`${min} to ${max} characters`, 'At least one letter', 'At least one digit'] as const,
    met: '(met)',
    notMet: '(not met yet)',
  },
  register: { submit: 'Create account', busy: 'Creating your account…' },
  signIn: { submit: 'Sign in', busy: 'Signing in…', forgotPassword: 'Forgot your password?' },
  signedIn: {
    as: 'You are signed in as',
    continue: 'Continue',
    profile: 'Your profile',
    logout: 'Logout',
  },
  links: {
    incomplete: 'This link is incomplete. Open the whole link from the email.',
    newVerificationLink: 'Ask for a new link on your profile',
    newResetLink: 'Ask for a new link',
    home: 'Home',
    backToSignIn: 'Back to sign in',
    verify: {
      label: 'Confirm your email address',
      submit: 'Confirm my email address',
      busy: 'Confirming…',
    },
    forgot: {
      label: 'Send me a link to choose a new password',
      submit: 'Send me a link',
      busy: 'Sending…',
    },
    reset: {
      label: 'Choose a new password',
      submit: 'Change my password',
      busy: 'Changing your password…',
    },
  },
  profile: {
    loading: 'Loading your profile…',
    signInHeading: 'Sign in to see your profile',
    signInText:
      'Your profile keeps your name, company and phone number in one place. Sign in, or create an account in a minute.',
  },
} as const;

export const accountFormWords: Words<typeof accountFormWordsWords> = accountFormWordsWords;
