import { accountCopy as englishCopy } from '../account-copy';
import { term } from './glossary';

export { accountPaths } from '../account-copy';

const wasla = term('wasla');

/** The words of email verification and password reset in Arabic (../account-copy.ts). */
export const accountCopy = {
  verificationMail: {
    subject: `أكّد بريدك الإلكتروني لحسابك في ${wasla}`,
    lines: (link: string) => [
      `أهلًا بك في ${wasla}.`,
      '',
      'لتأكيد أن هذا العنوان لك، افتح الرابط التالي واضغط «تأكيد بريدي الإلكتروني»:',
      link,
      '',
      `يعمل الرابط مرة واحدة خلال 24 ساعة. إذا لم تنشئ حسابًا في ${wasla} فتجاهل هذه الرسالة، فلن يحدث شيء دون الرابط.`,
    ],
  },
  resetMail: {
    subject: `اختر كلمة مرور جديدة لحسابك في ${wasla}`,
    lines: (link: string) => [
      `طلب أحدهم (ونرجو أن تكون أنت) اختيار كلمة مرور جديدة لحساب ${wasla} المرتبط بهذا العنوان.`,
      '',
      'لاختيار كلمة مرور جديدة، افتح الرابط التالي:',
      link,
      '',
      'يعمل الرابط مرة واحدة خلال ساعة واحدة. اختيار كلمة مرور جديدة يسجّل خروجك من جميع الأجهزة. إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
    ],
  },
  verificationSent: (email: string) =>
    `أرسلنا رابط تأكيد جديدًا إلى ${email}. يعمل الرابط مرة واحدة خلال 24 ساعة.`,
  alreadyVerified: 'بريدك الإلكتروني مؤكَّد مسبقًا.',
  verified: 'تم تأكيد بريدك الإلكتروني. شكرًا لك.',
  resetRequested:
    'إذا كان هناك حساب يستخدم هذا العنوان، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة خلال ساعة واحدة، وتفقّد مجلد الرسائل غير المرغوب فيها إن لم يصل خلال بضع دقائق.',
  passwordReset:
    'تم تغيير كلمة مرورك وتسجيل خروجك من جميع الأجهزة. سجّل الدخول بكلمة المرور الجديدة.',
  tooManyMails: (wait: string) =>
    `أرسلنا عدة روابط إلى هذا العنوان مؤخرًا: استخدم أحدثها في بريدك، أو اطلب رابطًا جديدًا بعد ${wait}.`,
  tooManyRequests: (wait: string) => `طلبات كثيرة جدًا من شبكتك. حاول مرة أخرى بعد ${wait}.`,
  registeredWithoutScript:
    'تم إنشاء حسابك. يتطلب البقاء مسجّلًا تفعيل JavaScript (يحفظ هذا الموقع جلستك في متصفحك): فعّله ثم سجّل الدخول.',
  signInNeedsScript:
    'بريدك الإلكتروني وكلمة المرور صحيحان، لكن البقاء مسجّلًا يتطلب تفعيل JavaScript (يحفظ هذا الموقع جلستك في متصفحك): فعّله ثم سجّل الدخول مرة أخرى.',
} as const satisfies { [Key in keyof typeof englishCopy]: unknown };
