import type { PageWords } from '../../types';

/** /ar/profile (../../pages/profile.ts). */
export const profilePage: PageWords = {
  title: 'ملفك الشخصي',
  description:
    'أدر حسابك في وصلة: راجع بياناتك، وحدّث اسمك وشركتك ورقم هاتفك، وغيّر كلمة المرور، أو احذف حسابك في أي وقت تشاء دون أي تعقيد.',
  heading: 'ملفك الشخصي',
  // The hero is the same for every visitor (the page is cached), so it greets no one as returning.
  intro: 'راجع بيانات حسابك في وصلة وحدّثها، أو غيّر كلمة المرور، أو احذف حسابك.',
  sections: [],
};
