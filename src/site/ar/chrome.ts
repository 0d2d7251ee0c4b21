import type { ChromeWords } from '../chrome';

/** كلمات إطار الصفحة: رابط التخطي، ولاحقة العنوان، ومبدّل اللغة، وصفحات الأخطاء. */
export const chromeWords: ChromeWords = {
  skipLink: 'الانتقال إلى المحتوى',
  siteName: 'وصلة',
  mainNavigation: 'القائمة الرئيسية',
  footerNavigation: 'روابط التذييل',
  languageSwitcher: 'اللغة',
  errors: {
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundAt: (path) => `لم نعثر على الصفحة: ${path}`,
    notFoundDescription: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
    serverErrorTitle: 'خطأ في الخادم',
    serverErrorDescription:
      'حدث خلل من جهتنا. يُرجى المحاولة مجددًا بعد قليل، أو التواصل معنا إن تكرر الأمر.',
    home: 'الانتقال إلى الصفحة الرئيسية',
    retry: 'إعادة المحاولة',
    contact: 'تواصل معنا',
  },
};
