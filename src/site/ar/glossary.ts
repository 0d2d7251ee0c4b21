/**
 * The Arabic terminology of the site: one table every Arabic word in src/site/ar/ (and the
 * words arabic components write) follows. Saudi official names are spelled as the bodies
 * themselves publish them; `avoid` lists the variants a translator reaches for first and that
 * read wrong to a Saudi reader (a test keeps them out of every Arabic twin).
 */
export interface GlossaryEntry {
  /** The English term as the English pages use it */
  en: string;
  /** The Arabic term to use */
  ar: string;
  /** Spellings or translations never to use instead */
  avoid: readonly string[];
  note: string;
}

export const glossary = {
  wasla: {
    en: 'Wasla',
    ar: 'وصلة',
    avoid: ['واصلة', 'الوصلة'],
    note: 'The brand: never with the article, never translated as «اتصال».',
  },
  etimad: {
    en: 'Etimad',
    ar: 'اعتماد',
    avoid: ['إعتماد', 'إتيماد', 'اعتمــاد'],
    note: 'The procurement platform of the Ministry of Finance; a verbal noun of form VIII, so a plain alef with no hamza: «منصة اعتماد».',
  },
  etimadPlatform: {
    en: 'the Etimad portal',
    ar: 'منصة اعتماد',
    avoid: ['بوابة إعتماد', 'بوابة اعتماد الإلكترونية'],
    note: 'The platform calls itself «منصة اعتماد»; the English pages say portal.',
  },
  governmentTenders: {
    en: 'government tenders',
    ar: 'المنافسات الحكومية',
    avoid: ['العطاءات الحكومية', 'المزايدات الحكومية'],
    note: 'The term of the Government Tenders and Procurement Law; a single tender is «منافسة».',
  },
  tender: {
    en: 'tender',
    ar: 'منافسة',
    avoid: ['عطاء حكومي', 'تندر'],
    note: 'A bid in it is «عرض» (the technical and financial offers: «العرض الفني» و«العرض المالي»).',
  },
  procurementLaw: {
    en: 'Government Tenders and Procurement Law',
    ar: 'نظام المنافسات والمشتريات الحكومية',
    avoid: ['قانون المناقصات', 'قانون المشتريات الحكومية'],
    note: 'Saudi statutes are «نظام», never «قانون».',
  },
  localContent: {
    en: 'local content',
    ar: 'المحتوى المحلي',
    avoid: ['المكون المحلي', 'المحتوى المحلّي'],
    note: 'As the authority and the procurement rules name it.',
  },
  lcgpa: {
    en: 'Local Content and Government Procurement Authority',
    ar: 'هيئة المحتوى المحلي والمشتريات الحكومية',
    avoid: ['هيئة المحتوى المحلي والمشتريات العامة', 'سلطة المحتوى المحلي'],
    note: 'Its official name.',
  },
  vision2030: {
    en: 'Saudi Vision 2030',
    ar: 'رؤية السعودية 2030',
    avoid: ['رؤية 2030 السعودية', 'الرؤية السعودية ٢٠٣٠'],
    note: 'The official name, with Latin digits as the programme writes it.',
  },
  misa: {
    en: 'Ministry of Investment (MISA)',
    ar: 'وزارة الاستثمار',
    avoid: ['وزارة الإستثمار', 'هيئة الاستثمار'],
    note: '«الاستثمار» takes a plain alef (a hamzat wasl); SAGIA became the ministry in 2020.',
  },
  commercialRegistration: {
    en: 'commercial registration',
    ar: 'السجل التجاري',
    avoid: ['التسجيل التجاري', 'الرخصة التجارية'],
    note: 'The document a company holds from the Ministry of Commerce.',
  },
  saudization: {
    en: 'Saudization',
    ar: 'التوطين',
    avoid: ['السعودة'],
    note: 'Official usage since Nitaqat; «السعودة» reads as colloquial.',
  },
  nitaqat: {
    en: 'Nitaqat',
    ar: 'نطاقات',
    avoid: ['نطاقات السعودة'],
    note: 'The Saudization programme of the Ministry of Human Resources.',
  },
  zatca: {
    en: 'Zakat, Tax and Customs Authority (ZATCA)',
    ar: 'هيئة الزكاة والضريبة والجمارك',
    avoid: ['هيئة الزكاة والضرائب والجمارك', 'مصلحة الزكاة والدخل'],
    note: 'Its official name (singular «الضريبة»).',
  },
  ministryOfFinance: {
    en: 'Ministry of Finance',
    ar: 'وزارة المالية',
    avoid: ['وزارة الماليه'],
    note: 'It runs Etimad.',
  },
  personalDataLaw: {
    en: 'Personal Data Protection Law',
    ar: 'نظام حماية البيانات الشخصية',
    avoid: ['قانون حماية البيانات الشخصية'],
    note: 'A statute: «نظام».',
  },
  jointVenture: {
    en: 'joint venture',
    ar: 'المشروع المشترك',
    avoid: ['المغامرة المشتركة', 'الجوينت فنتشر'],
    note: 'A consortium is «تحالف».',
  },
  compliance: {
    en: 'compliance',
    ar: 'الامتثال',
    avoid: ['الإمتثال', 'المطابقة'],
    note: 'Hamzat wasl: no hamza on the alef.',
  },
  eInvoicing: {
    en: 'e-invoicing',
    ar: 'الفوترة الإلكترونية',
    avoid: ['الفواتير الالكترونية', 'الفوترة الالكترونية'],
    note: 'ZATCA\u2019s term (also «فاتورة»).',
  },
  kingdom: {
    en: 'the Kingdom',
    ar: 'المملكة',
    avoid: ['المملكه'],
    note: 'Saudi Arabia in running text: «المملكة العربية السعودية», then «المملكة».',
  },
  riyadh: {
    en: 'Riyadh',
    ar: 'الرياض',
    avoid: [],
    note: 'Always with the article.',
  },
} as const satisfies Record<string, GlossaryEntry>;

export type GlossaryTerm = keyof typeof glossary;

/** The Arabic term for a glossary entry, so a twin writes «${term('etimad')}» once. */
export const term = (key: GlossaryTerm): string => glossary[key].ar;
