import type { PageWords } from '../../types';

/** /ar/register (../../pages/register.ts). */
export const registerPage: PageWords = {
  title: 'إنشاء حساب أو تسجيل الدخول',
  description:
    'أنشئ حسابًا في وصلة أو سجّل الدخول لتحفظ بياناتك في مكان واحد، وتتابع الرؤى حول التعاقد الحكومي السعودي، وتدير ملفك الشخصي بسهولة.',
  heading: 'إنشاء حساب أو تسجيل الدخول',
  intro: 'أنشئ حسابًا لتحفظ بياناتك في مكان واحد، أو سجّل الدخول إن كان لديك حساب.',
  sections: [],
};
