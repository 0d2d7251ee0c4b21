import type { PageWords } from '../types';

/** /register: registration and sign-in (no header or footer). */
export const registerPage: PageWords = {
  title: 'Register or Sign In',
  description:
    'Create a Wasla account or sign in to keep your details in one place, follow insights on Saudi government contracting and manage your profile.',
  heading: 'Register or sign in',
  intro: 'Create an account to keep your details in one place, or sign in if you already have one.',
  sections: [],
};
