import type { BilingualPage } from '../types';

/** /verify-email: the page a verification mail's link opens (no header or footer). */
export const verifyEmailPageWords: BilingualPage = {
  title: {
    en: 'Confirm Your Email Address',
    ar: 'تأكيد بريدك الإلكتروني',
  },
  description: {
    en: 'Confirm the email address of your Wasla account with the link we sent you, so that the account and everything it unlocks is known to be yours.',
    ar: 'أكّد البريد الإلكتروني لحسابك في وصلة عبر الرابط الذي أرسلناه إليك، ليُعرف أن الحساب وكل ما يتيحه لك أنت دون غيرك، وتكتمل بذلك خطوات التسجيل.',
  },
  heading: {
    en: 'Confirm your email address',
    ar: 'تأكيد بريدك الإلكتروني',
  },
  intro: {
    en: 'One step: confirm that the address on your Wasla account is yours.',
    ar: 'خطوة واحدة: أكّد أن العنوان المسجَّل في حسابك في وصلة هو عنوانك.',
  },
  sections: [],
};

/** /forgot-password: asks for a password reset link (no header or footer). */
export const forgotPasswordPageWords: BilingualPage = {
  title: {
    en: 'Forgot Your Password',
    ar: 'نسيت كلمة المرور',
  },
  description: {
    en: 'Forgot the password of your Wasla account? Enter your email address and we will send you a link to choose a new one. The link works once, for one hour.',
    ar: 'نسيت كلمة مرور حسابك في وصلة؟ أدخل بريدك الإلكتروني وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة خلال ساعة واحدة.',
  },
  heading: {
    en: 'Forgot your password?',
    ar: 'نسيت كلمة المرور؟',
  },
  intro: {
    en: 'Enter the email address of your account and we will send you a link to choose a new password.',
    ar: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
  },
  sections: [],
};

/** /reset-password: the page a reset mail's link opens (no header or footer). */
export const resetPasswordPageWords: BilingualPage = {
  title: {
    en: 'Choose a New Password',
    ar: 'اختر كلمة مرور جديدة',
  },
  description: {
    en: 'Choose a new password for your Wasla account with the link we sent you. Every device signed in to the account is signed out once the password changes.',
    ar: 'اختر كلمة مرور جديدة لحسابك في وصلة عبر الرابط الذي أرسلناه إليك. يُسجَّل خروج كل جهاز مسجّل الدخول إلى الحساب بمجرد تغيير كلمة المرور.',
  },
  heading: {
    en: 'Choose a new password',
    ar: 'اختر كلمة مرور جديدة',
  },
  intro: {
    en: 'Choose a new password for your Wasla account. Every device signed in to it will be signed out.',
    ar: 'اختر كلمة مرور جديدة لحسابك في وصلة. سيُسجَّل خروج كل جهاز مسجّل الدخول إليه.',
  },
  sections: [],
};
