import { productPaths } from '../config';
import {
  frameWordsOf,
  sectionsOf,
  type Journey,
  type JourneyFacts,
  type JourneyFrameWords,
  type JourneySectionId,
  type JourneySlide,
  type JourneySlideAction,
} from '../journey';
import { site } from './config';
import type { Company } from '../company';
import { figureStatement } from '../figures';
import { clientCountriesOf, marketingFiguresOf } from './figures';
import { servicesByLocale } from '../services';

export type {
  Journey,
  JourneyFacts,
  JourneyFrameWords,
  JourneySection,
  JourneySectionId,
  JourneySlide,
  JourneySlideAction,
} from '../journey';
// The same in both languages (the site's words give each language the English module's exports).
export { frameWordsOf, sectionsOf } from '../journey';

/** The words of the intro journey in Arabic (../journey.ts): the same slides, sections and links. */

export const journeyIntro = {
  eyebrow: `${site.name} · ${site.tagline}`,
  heading: 'نمكّن النجاح في القطاع العام السعودي',
  intro:
    'نساعد المستثمرين والشركات الدولية والشركات السعودية على الفوز بالعقود الحكومية دون بناء فريق داخلي. خذ جولة مدتها دقيقتان تتعرف فيها على من نحن وكيف نعمل.',
  start: 'ابدأ',
  signIn: { label: 'تسجيل الدخول' },
  skip: 'تخطَّ الرحلة',
} as const;

export const journeyControls = {
  carouselLabel: `تعريف ب${site.name}`,
  close: 'إغلاق التعريف',
  previous: 'السابق',
  next: 'التالي',
  sectionsLabel: 'أقسام الرحلة',
  loading: 'جارٍ تحميل التعريف…',
  replay: 'إعادة عرض التعريف',
  previousSlide: 'الشريحة السابقة',
  nextSlide: 'الشريحة التالية',
  slideStatus: 'الشريحة {n} من {total}: {heading}',
  slidePosition: '{n} من {total}',
  slideRole: 'شريحة',
  countriesLabel: 'دول عملائنا',
} as const;

export const journeyFrameWords: JourneyFrameWords = frameWordsOf(journeyIntro, journeyControls);

const learnMore = (href: string): JourneySlideAction => ({
  kind: 'link',
  label: 'اعرف المزيد',
  href,
});

const offerSlugs = [
  'market-entry',
  'hr-outsourcing',
  'compliance-advisory',
  'tender-management',
  'financial-services',
  'joint-venture',
] as const;

const offerSlides: JourneySlide[] = offerSlugs.map((slug, position) => {
  const service = servicesByLocale.ar.find((candidate) => candidate.slug === slug);
  if (!service)
    throw new Error(`The journey offers a service that the Arabic services lack: ${slug}`);
  return {
    id: `offer-${slug}`,
    section: 'what-we-offer',
    eyebrow: `ما نقدمه · ${String(position + 1).padStart(2, '0')} / ${String(offerSlugs.length).padStart(2, '0')}`,
    heading: service.name,
    body: service.summary,
    image: service.image,
    action: learnMore(service.path),
  };
});

/** ../journey.ts's twin: the company's facts the journey shows, in Arabic. */
export const journeyFactsOf = (company: Company): JourneyFacts => ({
  figures: marketingFiguresOf(company),
  countries: clientCountriesOf(company),
});

/** ../journey.ts's twin: the slides (a heading or eyebrow that states a figure is made from it) and their sections. */
export function journeyOf({ figures, countries }: JourneyFacts): Journey {
  const { experience, tenders } = figures;
  const slides: readonly JourneySlide[] = [
    {
      id: 'holistic-solutions',
      section: 'holistic-solutions',
      eyebrow: 'حلول متكاملة',
      heading: 'شريك واحد للطريق كله إلى العقد الحكومي',
      body: 'التراخيص والتسجيلات والمنافسات والكوادر والمالية والامتثال: يحتاج المورد الحكومي إلى اكتمالها كلها في آن واحد. تجمعها وصلة في خدمة واحدة، لتسعى إلى أعمال القطاع العام السعودي دون بناء إدارة تعاقد خاصة بك.',
    },
    {
      id: 'expert-guidance',
      section: 'expert-guidance',
      eyebrow: 'إرشاد الخبراء',
      heading: 'مستشارون جلسوا على جانبي الطاولة',
      body: 'أعدّ فريقنا وثائق المنافسات داخل الجهات الحكومية وقاد فرق العروض لدى الموردين. نقرأ كراسة الشروط كما تقرؤها لجنة الفحص، ونخبرك بوضوح أي الفرص تستحق وقتك.',
    },
    ...offerSlides,
    {
      id: 'experience',
      section: 'experience',
      eyebrow: figureStatement(experience),
      heading: 'عقود من المعرفة بالقطاع العام السعودي',
      body: 'تمتد خبرتنا عبر المشتريات الحكومية السعودية وتنفيذ العقود، من أول تسجيل في منصة اعتماد إلى الاستلام النهائي للمشروع.',
      figure: experience,
    },
    {
      id: 'the-birth',
      section: 'the-birth',
      eyebrow: 'البداية',
      heading: `لماذا سمّيناها ${site.name}`,
      body: `«${site.name}» تعني الاتصال بين طرفين. رأى مؤسسونا شركات قادرة تخسر العقود الحكومية لأسباب يمكن تجنبها، فعزموا على وصلها بالجهات العامة التي تحتاج إليها.`,
      action: learnMore(productPaths.birth),
    },
    {
      id: 'the-early-days',
      section: 'the-early-days',
      eyebrow: 'البدايات الأولى',
      heading: 'فريق صغير في الرياض وعدد قليل من المنافسات الأولى',
      body: 'بدأنا بكتابة العروض بأنفسنا، نسهر مع العملاء قبل مواعيد التقديم. علّمتنا كل منافسة ما يكافئه المقيّمون، وصارت تلك الدروس المنهج الذي ما زلنا نعمل به.',
    },
    {
      id: 'saudi-soul',
      section: 'saudi-soul',
      eyebrow: 'روح سعودية بعقلية عالمية',
      heading: 'جذورنا في المملكة، ونفهم طريقة عمل الشركات الدولية',
      body: 'نفهم المؤسسات السعودية وأولويات رؤية 2030 ومتطلبات المحتوى المحلي من الداخل، ونجيب عن أسئلة المقرات الرئيسية في الخارج قبل أن تتحول إلى تأخير.',
    },
    {
      id: 'track-record-tenders',
      section: 'track-record',
      eyebrow: 'سجل حافل بالنتائج',
      heading: figureStatement(tenders),
      body: 'يفوز عملاؤنا بالمنافسات الحكومية السعودية بعروض مستوفية للشروط وقادرة على المنافسة، يقف خلفها فريق قادر على التنفيذ.',
      figure: tenders,
    },
    {
      id: 'track-record-countries',
      section: 'track-record',
      eyebrow: 'سجل حافل بالنتائج',
      heading: figureStatement(figures.countries),
      body: 'تأتمننا شركات من الخارج ومن المملكة على أعمالها الحكومية في المملكة.',
      figure: figures.countries,
      countries,
    },
    {
      id: 'explore',
      section: 'explore',
      eyebrow: 'استكشف',
      heading: 'فريق تعاقدك الحكومي جاهز',
      body: 'استكشف خدماتنا والقطاعات التي نعرفها أكثر من غيرها وقصص العملاء الذين فازوا بالفعل. وحين تكون مستعدًا، يسعدنا أن نتحدث إليك.',
      action: { kind: 'explore', label: 'استكشف' },
    },
  ];

  const sectionTitles: readonly { id: JourneySectionId; title: string }[] = [
    { id: 'holistic-solutions', title: 'حلول متكاملة' },
    { id: 'expert-guidance', title: 'إرشاد الخبراء' },
    { id: 'what-we-offer', title: 'ما نقدمه' },
    { id: 'experience', title: figureStatement(experience) },
    { id: 'the-birth', title: 'البداية' },
    { id: 'the-early-days', title: 'البدايات الأولى' },
    { id: 'saudi-soul', title: 'روح سعودية بعقلية عالمية' },
    { id: 'track-record', title: 'سجل حافل بالنتائج' },
    { id: 'explore', title: 'استكشف' },
  ];

  return { slides, sections: sectionsOf(slides, sectionTitles) };
}
