import type { PageWords } from '../types';

/** /profile: the signed-in visitor's account (its body is the profile view). */
export const profilePage: PageWords = {
  title: 'Your Profile',
  description:
    'Manage your Wasla account: review your details, update your name, company and phone number, change your password, or delete your account at any time.',
  heading: 'Your profile',
  // The hero is the same for every visitor (the page is cached), so it greets no one as returning.
  intro:
    'Review and update the details on your Wasla account, change your password or delete your account.',
  sections: [],
};
