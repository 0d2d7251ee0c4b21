import type { ChromeWords } from '../chrome';

/** كلمات إطار الصفحة: رابط التخطي، ولاحقة العنوان، ومبدّل اللغة، وصفحات الأخطاء. */
export const chromeWords: ChromeWords = {
  skipLink: 'الانتقال إلى المحتوى',
  mainNavigation: 'القائمة الرئيسية',
  footerNavigation: 'روابط التذييل',
  accountMenu: {
    register: 'التسجيل',
    profile: 'الملف الشخصي',
    logout: 'تسجيل الخروج',
    signedInAs: 'مسجَّل الدخول باسم',
    menuName: 'قائمة الحساب',
  },
  sample: { label: 'عيّنة', title: 'محتوى تجريبي لم تؤكده الشركة بعد' },
  languageSwitcher: 'اللغة',
  postList: {
    page: 'الصفحة {page}',
    unavailable: 'يتعذّر عرض القائمة الآن. يُرجى المحاولة مجددًا بعد دقائق.',
    none: 'لم تُنشر {noun} بعد.',
  },
  sections: {
    step: (number) => `الخطوة ${number}: `,
    quotation: 'اقتباس',
    quoted: (text) => `«${text}»`,
    caseStudy: { buyer: 'الجهة المشترية', scope: 'النطاق' },
    models: { suits: 'لمن يناسب', includes: 'ما الذي يشمله' },
    partnerExamples: (kind) => `أمثلة على ${kind}`,
    contact: {
      office: 'المكتب',
      hours: 'ساعات العمل',
      byAppointment: '(بموعد مسبق)',
      comma: '، ',
      phone: 'الهاتف',
      email: 'البريد الإلكتروني',
      openMap: 'افتح عنواننا في موقع خرائط',
      newTab: '(يُفتح في علامة تبويب جديدة)',
      mapAlt: (locality, siteName) => `خريطة توضيحية لوسط ${locality} تحدد موقع مكتب ${siteName}`,
      mapTitle: (locality, siteName) => `خريطة مكتب ${siteName} في ${locality}`,
    },
    onThisPage: 'في هذه الصفحة',
  },
  posts: {
    tags: 'الوسوم',
    inThisArticle: 'في هذا المقال',
    pagination: 'التنقل بين الصفحات',
    page: 'الصفحة',
    newer: 'منشورات أحدث',
    older: 'منشورات أقدم',
  },
  errors: {
    notFoundTitle: 'الصفحة غير موجودة',
    // The address is isolated left to right (LRI … PDI), so its slashes stay where they are.
    notFoundAt: (path) => `لم نعثر على الصفحة: \u2066${path}\u2069`,
    notFoundDescription: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
    serverErrorTitle: 'حدث خطأ',
    serverErrorDescription:
      'حدث خلل من جهتنا. يُرجى المحاولة مجددًا بعد قليل، أو التواصل معنا إن تكرر الأمر.',
    home: 'الانتقال إلى الصفحة الرئيسية',
    retry: 'إعادة المحاولة',
    contact: 'تواصل معنا',
  },
};
