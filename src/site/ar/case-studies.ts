import { caseStudies as englishStudies, caseStudiesAbout as studiesAbout } from '../case-studies';
import type { CaseStudy } from '../sections';
import { arabicValue } from './figure-words';

interface StoryWords {
  title: string;
  sector: string;
  buyer: string;
  scope: string;
  /** The outcomes' labels, in the English order (their values are the story's). */
  outcomes: readonly string[];
}

/** Each success story's words in Arabic, by its slug; figures, topics and images stay the story's own. */
const words: Readonly<Record<string, StoryWords>> = {
  'greek-engineering-firm-first-saudi-infrastructure-contract': {
    title: 'شركة هندسية يونانية تفوز بأول عقد بنية تحتية لها في المملكة',
    sector: 'الإنشاءات',
    buyer: 'أمانة في جنوب غرب المملكة',
    scope:
      'تصميم وتنفيذ شبكة لتصريف مياه الأمطار وقنوات للحماية من السيول، عبر مشروع مشترك مع مقاول سعودي مصنَّف',
    outcomes: ['قيمة العقد', 'مدة العقد'],
  },
  'uae-energy-services-company-public-university-retrofit': {
    title: 'شركة إماراتية لخدمات الطاقة تفوز بمشروع تحديث جامعة حكومية',
    sector: 'الطاقة',
    buyer: 'جامعة حكومية سعودية',
    scope:
      'تدقيق في استهلاك الطاقة، وتحديث بسعر ثابت لأنظمة التحكم في المياه المبردة والإنارة وإدارة المباني، وثلاث سنوات من الوفورات المقيسة',
    outcomes: ['قيمة العقد', 'من الوفورات المقيسة والمتحقق منها'],
  },
  'us-cybersecurity-company-managed-soc-government-contract': {
    title: 'شركة أمريكية للأمن السيبراني تفوز بعقد حكومي لمركز عمليات أمنية',
    sector: 'تقنية المعلومات',
    buyer: 'جهة حكومية في الرياض',
    scope: 'مركز عمليات أمنية مُدار، يُشغَّل ويُستضاف داخل المملكة بعد نقل المقر الإقليمي إلى الرياض',
    outcomes: ['قيمة العقد', 'مدة العقد'],
  },
  'uk-fire-safety-consultancy-public-schools-life-safety-programme': {
    title: 'استشارية بريطانية للسلامة من الحريق تفوز ببرنامج سلامة للمدارس الحكومية',
    sector: 'السلامة والأمن',
    buyer: 'جهة حكومية مسؤولة عن مباني المدارس الحكومية في إحدى المناطق',
    scope:
      'مسح للسلامة من الحريق وسلامة الأرواح في نحو 180 مبنى مدرسيًا، وسجل للمخاطر، وتصاميم للمعالجة، والإشراف على الأعمال ذات الأولوية',
    outcomes: ['قيمة البرنامج', 'مبنى مدرسيًا جرى مسحه'],
  },
  'uk-healthcare-operator-rehabilitation-services-saudi-hospitals': {
    title: 'مشغّل صحي بريطاني يدير خدمات التأهيل في مستشفيين حكوميين',
    sector: 'الرعاية الصحية',
    buyer: 'جهة صحية حكومية',
    scope: 'خدمات تأهيل للمرضى المنوَّمين والمراجعين في مستشفيين، بفريق سريري أغلبه من السعوديين',
    outcomes: ['قيمة العقد', 'من التوقيع إلى بدء الخدمات'],
  },
  'saudi-facilities-management-company-subcontractor-to-prime-contractor': {
    title: 'شركة سعودية لإدارة المرافق تصبح مقاولًا رئيسيًا',
    sector: 'التشغيل والصيانة',
    buyer: 'جهة حكومية في المنطقة الشرقية',
    scope:
      'تشغيل وصيانة مبانٍ مكتبية ومراكز خدمة، فازت به باسمها بعد ثلاث محاولات لم توفَّق فيها، مع إضافة 60 موظفًا',
    outcomes: ['قيمة العقد', 'مدة العقد'],
  },
};

const units: readonly [RegExp, string][] = [
  [/^(\d+) months$/, '$1 شهرًا'],
  [/^(\d+) weeks$/, '$1 أسابيع'],
  [/^(\d+) years$/, '$1 سنوات'],
];

/** A duration or amount in Arabic words around the story's own number. */
const outcomeValue = (value: string) =>
  units.reduce((text, [pattern, arabic]) => text.replace(pattern, arabic), arabicValue(value));

/** The success stories as figures, in Arabic: the English studies with their words replaced. */
export const caseStudies: readonly CaseStudy[] = englishStudies.map((study) => {
  const story = words[study.story];
  if (!story) throw new Error(`No Arabic words for the success story ${study.story}`);
  return {
    ...study,
    title: story.title,
    sector: story.sector,
    buyer: story.buyer,
    scope: story.scope,
    outcomes: study.outcomes.map((outcome, index) => ({
      ...outcome,
      value: outcomeValue(outcome.value),
      label: story.outcomes[index] ?? outcome.label,
    })),
  };
});

export const featuredCaseStudy: CaseStudy = caseStudies.find((study) => study.featured)!;

/** Stories about any of the topics, those sharing most first (topics are the posts' English tags). */
export const caseStudiesAbout = (topics: readonly string[], limit = 3): CaseStudy[] =>
  studiesAbout(topics, limit, caseStudies);
