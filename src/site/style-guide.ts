import { inLocale, type Localized } from './localized';
import type { Locale } from './locale';

/** The words of /testtt, the living style guide, in each language (its samples are the pages'). */
export const styleGuideText = {
  heroEyebrow: {
    en: 'Hero with eyebrow, calls to action and figures',
    ar: 'واجهة الصفحة بعنوان تمهيدي ودعوات إلى الإجراء وأرقام',
  },
  primaryAction: { en: 'Primary action', ar: 'إجراء رئيسي' },
  secondaryAction: { en: 'Secondary action', ar: 'إجراء ثانوي' },
  brand: { en: 'Brand', ar: 'الهوية' },
  colours: { en: 'Colours', ar: 'الألوان' },
  typography: { en: 'Typography', ar: 'الخطوط' },
  levelThree: { en: 'A level-three heading', ar: 'عنوان من المستوى الثالث' },
  bodyText: {
    en: 'Body text is set in the site’s own self-hosted typefaces.',
    ar: 'يُكتب النص بخطوط الموقع المستضافة لديه.',
  },
  linkSample: { en: 'Links are underlined', ar: 'الروابط مسطّرة' },
  focus: {
    en: 'and every control shows a visible focus ring.',
    ar: 'ولكل عنصر تحكّم إطار تركيز ظاهر.',
  },
  bullet: { en: 'A bullet point', ar: 'نقطة في قائمة' },
  anotherBullet: { en: 'Another bullet point', ar: 'نقطة أخرى' },
  quotation: { en: 'A quotation from a client.', ar: 'اقتباس من أحد العملاء.' },
  buttons: { en: 'Buttons', ar: 'الأزرار' },
  primitives: { en: 'Card, notice and section heading', ar: 'البطاقة والتنبيه وعنوان القسم' },
  eyebrow: { en: 'Eyebrow', ar: 'عنوان تمهيدي' },
  sectionHeading: { en: 'A section heading', ar: 'عنوان قسم' },
  sectionIntro: { en: 'Its introduction, in plain words.', ar: 'مقدّمته بكلمات واضحة.' },
  note: { en: 'A note: plain information.', ar: 'ملاحظة: معلومة عادية.' },
  status: { en: 'A status: saved, loading or empty.', ar: 'حالة: محفوظ أو قيد التحميل أو فارغ.' },
  errors: { en: 'Error page variants', ar: 'أشكال صفحة الخطأ' },
  /** The address the not-found sample names. */
  examplePath: { en: '/example', ar: '/مثال' },
  notFoundVariant: { en: 'Not found variant', ar: 'شكل «غير موجودة»' },
  serverErrorVariant: { en: 'Server error variant', ar: 'شكل «خطأ في الخادم»' },
  sections: { en: 'Sections', ar: 'الأقسام' },
  sectionsIntro: {
    en: 'Every section of the library, as the first page that uses it shows it.',
    ar: 'كل قسم في المكتبة كما تعرضه أول صفحة تستخدمه.',
  },
  sectionKind: { en: 'section', ar: 'القسم' },
} satisfies Record<string, Localized>;

export type StyleGuideWords = Record<keyof typeof styleGuideText, string>;

/** The style guide's words in `locale`. */
export const styleGuideWords = (locale: Locale): StyleGuideWords =>
  inLocale(styleGuideText, locale);
