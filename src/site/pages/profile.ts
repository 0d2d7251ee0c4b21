import type { BilingualPage } from '../types';

/** /profile: the signed-in visitor's account (its body is the profile view). */
export const profilePageWords: BilingualPage = {
  title: {
    en: 'Your Profile',
    ar: 'ملفك الشخصي',
  },
  description: {
    en: 'Manage your Wasla account: review your details, update your name, company and phone number, change your password, or delete your account at any time.',
    ar: 'أدر حسابك في وصلة: راجع بياناتك، وحدّث اسمك وشركتك ورقم هاتفك، وغيّر كلمة المرور، أو احذف حسابك في أي وقت تشاء دون أي تعقيد.',
  },
  heading: {
    en: 'Your profile',
    ar: 'ملفك الشخصي',
  },
  // The hero is the same for every visitor (the page is cached), so it greets no one as returning.
  intro: {
    en: 'Review and update the details on your Wasla account, change your password or delete your account.',
    ar: 'راجع بيانات حسابك في وصلة وحدّثها، أو غيّر كلمة المرور، أو احذف حسابك.',
  },
  sections: [],
};
