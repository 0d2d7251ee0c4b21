import type { FormWords } from '../form-words';

/** كلمات نموذجَي التواصل والتقديم على الوظائف: تسميات الحقول والتلميحات وملخص الأخطاء. */
export const formWords: FormWords = {
  labels: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    company: 'الشركة',
    country: 'الدولة',
    phone: 'رقم الهاتف',
    portfolio: 'رابط ملفك على لينكدإن أو أعمالك',
    job: 'الوظيفة',
    topic: 'موضوع الاستفسار',
    cv: 'السيرة الذاتية',
    message: 'الرسالة',
    coverNote: 'خطاب التقديم',
  },
  linkHint: 'مثال: https://www.linkedin.com/in/your-name',
  cvHint: 'ملف PDF أو Word ‏(.docx) لا يتجاوز حجمه 5 ميجابايت.',
  optional: '(اختياري)',
  honeypot: 'اترك هذا الحقل فارغًا',
  expired: 'انتهت صلاحية هذا النموذج. راجع ما كتبته ثم أرسله مرة أخرى.',
  chooseTopic: 'اختر موضوعًا',
  generalApplication: 'طلب توظيف عام (دون وظيفة محددة)',
  fixFields: {
    one: 'يُرجى تصحيح الحقل المشار إليه أدناه.',
    two: 'يُرجى تصحيح الحقلين المشار إليهما أدناه.',
    many: 'يُرجى تصحيح الحقول المشار إليها أدناه ({count}).',
  },
  received: {
    title: 'تم استلام رسالتك',
    home: 'الانتقال إلى الصفحة الرئيسية',
    openings: 'العودة إلى الوظائف المتاحة',
    services: 'تعرّف على خدماتنا',
  },
};
