import type { BilingualPage } from '../types';

/** /register: registration and sign-in (no header or footer). */
export const registerPageWords: BilingualPage = {
  title: {
    en: 'Register or Sign In',
    ar: 'إنشاء حساب أو تسجيل الدخول',
  },
  description: {
    en: 'Create a Wasla account or sign in to keep your details in one place, follow insights on Saudi government contracting and manage your profile.',
    ar: 'أنشئ حسابًا في وصلة أو سجّل الدخول لتحفظ بياناتك في مكان واحد، وتتابع الرؤى حول التعاقد الحكومي السعودي، وتدير ملفك الشخصي بسهولة.',
  },
  heading: {
    en: 'Register or sign in',
    ar: 'إنشاء حساب أو تسجيل الدخول',
  },
  intro: {
    en: 'Create an account to keep your details in one place, or sign in if you already have one.',
    ar: 'أنشئ حسابًا لتحفظ بياناتك في مكان واحد، أو سجّل الدخول إن كان لديك حساب.',
  },
  sections: [],
};
