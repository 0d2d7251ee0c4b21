import type { accountFormWords as english } from '../account-form-words';

/** ما تعرضه نماذج الحساب قبل الإرسال: التبويبات، وأسماء الحقول، والأزرار، والروابط. */
export const accountFormWords: typeof english = {
  tabs: { label: 'إنشاء حساب أو تسجيل الدخول', register: 'إنشاء حساب', signIn: 'تسجيل الدخول' },
  fields: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    company: 'الشركة',
    phone: 'الهاتف',
    optional: '(اختياري)',
  },
  showPassword: (label) => `إظهار ${label}`,
  passwordRules: {
    label: 'شروط كلمة المرور',
    rules: (min, max) => [`من ${min} إلى ${max} حرفًا`, 'حرف واحد على الأقل', 'رقم واحد على الأقل'],
    met: '(مستوفى)',
    notMet: '(غير مستوفى بعد)',
  },
  register: { submit: 'إنشاء الحساب', busy: 'جارٍ إنشاء حسابك…' },
  signIn: {
    submit: 'تسجيل الدخول',
    busy: 'جارٍ تسجيل الدخول…',
    forgotPassword: 'نسيت كلمة المرور؟',
  },
  signedIn: {
    as: 'أنت مسجَّل الدخول باسم',
    continue: 'متابعة',
    profile: 'ملفك الشخصي',
    logout: 'تسجيل الخروج',
  },
  links: {
    incomplete: 'هذا الرابط غير مكتمل. افتح الرابط كاملًا من الرسالة.',
    newVerificationLink: 'اطلب رابطًا جديدًا من ملفك الشخصي',
    newResetLink: 'اطلب رابطًا جديدًا',
    home: 'الصفحة الرئيسية',
    backToSignIn: 'العودة إلى تسجيل الدخول',
    verify: {
      label: 'تأكيد بريدك الإلكتروني',
      submit: 'تأكيد بريدي الإلكتروني',
      busy: 'جارٍ التأكيد…',
    },
    forgot: {
      label: 'أرسلوا لي رابطًا لاختيار كلمة مرور جديدة',
      submit: 'أرسلوا لي رابطًا',
      busy: 'جارٍ الإرسال…',
    },
    reset: {
      label: 'اختر كلمة مرور جديدة',
      submit: 'تغيير كلمة المرور',
      busy: 'جارٍ تغيير كلمة المرور…',
    },
  },
  profile: {
    loading: 'جارٍ تحميل ملفك الشخصي…',
    signInHeading: 'سجّل الدخول لعرض ملفك الشخصي',
    signInText:
      'يحفظ ملفك الشخصي اسمك وشركتك ورقم هاتفك في مكان واحد. سجّل الدخول، أو أنشئ حسابًا في دقيقة.',
  },
};
