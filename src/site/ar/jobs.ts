import { jobOpenings as englishOpenings, type JobOpening, type OpeningsWords } from '../jobs';

export { GENERAL_APPLICATION, type JobOpening } from '../jobs';

const types: Readonly<Record<JobOpening['employmentType'], string>> = {
  FULL_TIME: 'دوام كامل',
  PART_TIME: 'دوام جزئي',
  CONTRACTOR: 'عقد',
};

type OpeningWords = Pick<JobOpening, 'title' | 'location' | 'summary' | 'responsibilities'>;

/** Each opening's words in Arabic, by slug; its dates and employment type are the English opening's. */
const words: Readonly<Record<string, OpeningWords>> = {
  'senior-bid-manager': {
    title: 'مدير منافسات أول',
    location: 'الرياض، المملكة العربية السعودية',
    summary:
      'قيادة الاستجابة للمنافسات الحكومية من القراءة الأولى لكراسة الشروط والمواصفات حتى التقديم عبر منصة اعتماد، بالتنسيق بين المساهمين في الجوانب الفنية والمالية والامتثال.',
    responsibilities: [
      'تخطيط كل منافسة: الجدول الزمني والمسؤولون ومصفوفة الامتثال ونقاط المراجعة',
      'كتابة الملخصات التنفيذية والأقسام الفنية وتحريرها بإنجليزية وعربية واضحتين',
      'إدارة الاستفسارات ومراجعات قرار المشاركة مع العملاء',
    ],
  },
  'procurement-compliance-specialist': {
    title: 'مختص امتثال المشتريات',
    location: 'الرياض، المملكة العربية السعودية',
    summary:
      'الحفاظ على أهلية العملاء وامتثالهم لنظام المنافسات والمشتريات الحكومية: الشهادات، ومتطلبات المحتوى المحلي، والتزامات العقود.',
    responsibilities: [
      'مطابقة شروط المنافسة مع تراخيص كل عميل وشهاداته ووضعه في نطاقات',
      'إعداد خطط المحتوى المحلي وإثباتاتها لهيئة المحتوى المحلي والمشتريات الحكومية',
      'متابعة التزامات العقود ومواعيدها بعد الترسية',
    ],
  },
  'government-relations-officer': {
    title: 'مسؤول علاقات حكومية',
    location: 'الرياض، المملكة العربية السعودية',
    summary:
      'متابعة تسجيلات العملاء ومعاملاتهم لدى الجهات السعودية: وزارة الاستثمار، ووزارة التجارة، وهيئة الزكاة والضريبة والجمارك، والتأمينات الاجتماعية، وقوى، ومقيم.',
    responsibilities: [
      'إعداد طلبات التراخيص والتسجيل والتأشيرات ومتابعتها',
      'إبقاء السجلات الحكومية لكل عميل وتجديداتها محدَّثة',
      'شرح المتطلبات للعملاء الدوليين بوضوح',
    ],
  },
  'arabic-english-proposal-editor': {
    title: 'محرر عروض بالعربية والإنجليزية',
    location: 'الرياض، المملكة العربية السعودية (عمل مرن)',
    summary:
      'تحرير العروض وبيانات المنهجية وملفات الشركات وترجمتها، لتكون النسختان دقيقتين ومتسقتين ومقنعتين.',
    responsibilities: [
      'ترجمة وثائق العروض الفنية والتجارية وتحريرها',
      'توحيد المصطلحات في مكتبة عروض كل عميل',
      'مطابقة المستندات النهائية مع قواعد التنسيق في المنافسة',
    ],
  },
};

/** The current openings in Arabic (../jobs.ts): the same openings, dates and slugs. */
export const jobOpenings: readonly JobOpening[] = englishOpenings.map((opening) => {
  const arabic = words[opening.slug];
  if (!arabic) throw new Error(`No Arabic words for the opening ${opening.slug}`);
  return { ...opening, ...arabic, type: types[opening.employmentType] };
});

/** The openings list's own words in Arabic. */
export const openingsWords: OpeningsWords = {
  heading: 'الوظائف الشاغرة',
  apply: 'قدّم على هذه الوظيفة',
  applyFor: (title) => `قدّم على وظيفة ${title}`,
  noneFits:
    'لم تجد وظيفة تناسبك؟ أرسل طلبًا عامًا عبر النموذج أدناه، فنحن نحتفظ بالملفات الواعدة للوظائف القادمة.',
};
