import { site as arabicSite } from './ar/config';
import * as arabicFigures from './ar/figures';
import { productPaths, site } from './config';
import type { Company } from './company';
import * as englishFigures from './figures';
import { figureStatement } from './figures';
import { inLocale, perLocale, type Bilingual, type InLocale, type Localized } from './localized';
import { servicesByLocale } from './services';
import type { Figure } from './sections';
import type { ImageAsset, KeptKey } from './types';

/**
 * The words of the intro journey (the intro screen, 15 slides and 9 sections), written once with
 * each text in both languages: both languages have the same slides, sections and links.
 */

/** The brand's name and tagline in each language. */
const wasla: Localized = { en: site.name, ar: arabicSite.name };
const tagline: Localized = { en: site.tagline, ar: arabicSite.tagline };

const introText = {
  eyebrow: perLocale((locale) => `${wasla[locale]} · ${tagline[locale]}`),
  heading: {
    en: 'Empowering public-sector success in Saudi Arabia',
    ar: 'نمكّن النجاح في القطاع العام السعودي',
  },
  intro: {
    en: 'We help investors, international firms and Saudi companies win government contracts without building an in-house team. Take a two-minute journey through who we are and how we work.',
    ar: 'نساعد المستثمرين والشركات الدولية والشركات السعودية على الفوز بالعقود الحكومية دون بناء فريق داخلي. خذ جولة مدتها دقيقتان تتعرف فيها على من نحن وكيف نعمل.',
  },
  start: { en: 'Start', ar: 'ابدأ' },
  /** Opens the sign-in tab of /register (the link is built with the account pages' other links). */
  signIn: { label: { en: 'SIGN IN', ar: 'تسجيل الدخول' } },
  skip: { en: 'SKIP JOURNEY', ar: 'تخطَّ الرحلة' },
};

const controlsText = {
  carouselLabel: { en: `Introduction to ${wasla.en}`, ar: `تعريف ب${wasla.ar}` },
  close: { en: 'Close the introduction', ar: 'إغلاق التعريف' },
  previous: { en: 'PREV', ar: 'السابق' },
  next: { en: 'NEXT', ar: 'التالي' },
  sectionsLabel: { en: 'Journey sections', ar: 'أقسام الرحلة' },
  loading: { en: 'Loading the introduction…', ar: 'جارٍ تحميل التعريف…' },
  replay: { en: 'Replay the introduction', ar: 'إعادة عرض التعريف' },
  previousSlide: { en: 'previous slide', ar: 'الشريحة السابقة' },
  nextSlide: { en: 'next slide', ar: 'الشريحة التالية' },
  /** Announced as the slide changes: {n}, {total} and {heading} are filled in. */
  slideStatus: { en: 'Slide {n} of {total}: {heading}', ar: 'الشريحة {n} من {total}: {heading}' },
  /** A slide's name and role for screen readers: {n} and {total} are filled in. */
  slidePosition: { en: '{n} of {total}', ar: '{n} من {total}' },
  slideRole: { en: 'slide', ar: 'شريحة' },
  countriesLabel: { en: "Our clients' countries", ar: 'دول عملائنا' },
};

/** The slider's controls in one language. */
export type JourneyControls = InLocale<typeof controlsText>;

/**
 * What the journey's frame (header, intro screen, loader) says; the server page passes it as
 * props. The slider's own controls come with its chunk (JourneySlider), so they are not here:
 * every word here is in the home page's payload.
 */
export interface JourneyFrameWords {
  intro: InLocale<typeof introText>;
  controls: Pick<JourneyControls, 'close' | 'loading'>;
}

export type JourneySectionId =
  | 'holistic-solutions'
  | 'expert-guidance'
  | 'what-we-offer'
  | 'experience'
  | 'the-birth'
  | 'the-early-days'
  | 'saudi-soul'
  | 'track-record'
  | 'explore';

/** A bottom-navigation entry (title, id and the index of its first slide). */
export interface JourneySection {
  id: JourneySectionId;
  title: string;
  slideIndex: number;
}

export type JourneySlideAction =
  { kind: 'link'; label: string; href: string } | { kind: 'explore'; label: string };

export interface JourneySlide {
  id: string;
  section: JourneySectionId;
  eyebrow: string;
  heading: string;
  body: string;
  /** A headline figure, e.g. 40+ years */
  figure?: Figure;
  /** Countries our clients come from (the track-record slide) */
  countries?: readonly { code: string; name: string }[];
  image?: ImageAsset;
  action?: JourneySlideAction;
}

/**
 * The company's facts the journey shows, in the page's language: resolved per request
 * (WordPress or content/company.json) by /journey-facts.json, which the journey fetches with its
 * scene; the slides' words are in the journey's chunk.
 */
export interface JourneyFacts {
  figures: Company['figures'];
  countries: readonly { code: string; name: string }[];
}

/** The slides and the bottom navigation, with the facts in them. */
export interface Journey {
  slides: readonly JourneySlide[];
  sections: readonly JourneySection[];
}

/** A slide written once: its texts in both languages, its facts (already in the page's language) as they are. */
type BilingualSlide = Bilingual<JourneySlide, KeptKey | 'id' | 'figure' | 'countries'>;

const learnMore = (href: string) => ({
  kind: 'link' as const,
  label: { en: 'Learn More', ar: 'اعرف المزيد' },
  href,
});

/** The six offer slides, in the order of the services menu, with the words of each service's own page. */
const offerSlugs = [
  'market-entry',
  'hr-outsourcing',
  'compliance-advisory',
  'tender-management',
  'financial-services',
  'joint-venture',
] as const;

const offerSlides: readonly BilingualSlide[] = offerSlugs.map((slug, position) => {
  const service = perLocale((locale) => {
    const found = servicesByLocale[locale].find((candidate) => candidate.slug === slug);
    if (!found)
      throw new Error(
        `The journey offers a service that src/site/services lacks (${locale}): ${slug}`,
      );
    return found;
  });
  const counter = `${String(position + 1).padStart(2, '0')} / ${String(offerSlugs.length).padStart(2, '0')}`;
  return {
    id: `offer-${slug}`,
    section: 'what-we-offer',
    eyebrow: { en: `What we offer · ${counter}`, ar: `ما نقدمه · ${counter}` },
    heading: perLocale((locale) => service[locale].name),
    body: perLocale((locale) => service[locale].summary),
    image: perLocale((locale) => service[locale].image),
    action: learnMore(service.en.path),
  };
});

/** A figure stated in words, the same in both languages' tables (the facts are in the page's language). */
const stated = (figure: Figure) => perLocale(() => figureStatement(figure));

/** The slides (a heading or eyebrow that states a figure is made from it) and their sections' titles. */
function journeyText({ figures, countries }: JourneyFacts) {
  const trackRecord = { en: 'A proven track record', ar: 'سجل حافل بالنتائج' };
  const slides: readonly BilingualSlide[] = [
    {
      id: 'holistic-solutions',
      section: 'holistic-solutions',
      eyebrow: { en: 'Holistic solutions', ar: 'حلول متكاملة' },
      heading: {
        en: 'One partner for the whole road to a government contract',
        ar: 'شريك واحد للطريق كله إلى العقد الحكومي',
      },
      body: {
        en: 'Licences, registrations, tenders, people, finance and compliance: a government supplier needs every piece in place at once. Wasla brings them together as one service, so you can pursue Saudi public-sector work without building a contracting department of your own.',
        ar: 'التراخيص والتسجيلات والمنافسات والكوادر والمالية والامتثال: يحتاج المورد الحكومي إلى اكتمالها كلها في آن واحد. تجمعها وصلة في خدمة واحدة، لتسعى إلى أعمال القطاع العام السعودي دون بناء إدارة تعاقد خاصة بك.',
      },
    },
    {
      id: 'expert-guidance',
      section: 'expert-guidance',
      eyebrow: { en: 'Expert guidance', ar: 'إرشاد الخبراء' },
      heading: {
        en: 'Advisers who have sat on both sides of the table',
        ar: 'مستشارون جلسوا على جانبي الطاولة',
      },
      body: {
        en: 'Our team has prepared tender documents inside government and led bid teams for suppliers. We read a conditions booklet the way an evaluation committee does, and we tell you plainly which opportunities are worth your time.',
        ar: 'أعدّ فريقنا وثائق المنافسات داخل الجهات الحكومية وقاد فرق العروض لدى الموردين. نقرأ كراسة الشروط كما تقرؤها لجنة الفحص، ونخبرك بوضوح أي الفرص تستحق وقتك.',
      },
    },
    ...offerSlides,
    {
      id: 'experience',
      section: 'experience',
      eyebrow: stated(figures.experience),
      heading: {
        en: 'Decades of Saudi public-sector know-how',
        ar: 'عقود من المعرفة بالقطاع العام السعودي',
      },
      body: {
        en: 'Our experience runs through Saudi government procurement and contract delivery, from the first Etimad registration to final acceptance of a project.',
        ar: 'تمتد خبرتنا عبر المشتريات الحكومية السعودية وتنفيذ العقود، من أول تسجيل في منصة اعتماد إلى الاستلام النهائي للمشروع.',
      },
      figure: figures.experience,
    },
    {
      id: 'the-birth',
      section: 'the-birth',
      eyebrow: { en: 'The birth', ar: 'البداية' },
      heading: { en: `Why we called it ${wasla.en}`, ar: `لماذا سمّيناها ${wasla.ar}` },
      body: {
        en: `${wasla.en} means connection. Our founders watched capable companies lose government contracts for avoidable reasons, and set out to connect them with the public buyers who need them.`,
        ar: `«${wasla.ar}» تعني الاتصال بين طرفين. رأى مؤسسونا شركات قادرة تخسر العقود الحكومية لأسباب يمكن تجنبها، فعزموا على وصلها بالجهات العامة التي تحتاج إليها.`,
      },
      action: learnMore(productPaths.birth),
    },
    {
      id: 'the-early-days',
      section: 'the-early-days',
      eyebrow: { en: 'The early days', ar: 'البدايات الأولى' },
      heading: {
        en: 'A small team in Riyadh and a handful of first bids',
        ar: 'فريق صغير في الرياض وعدد قليل من المنافسات الأولى',
      },
      body: {
        en: 'We started by writing proposals ourselves, sitting with clients late into the night before submission deadlines. Each bid taught us what evaluators reward, and those lessons became the method we still use.',
        ar: 'بدأنا بكتابة العروض بأنفسنا، نسهر مع العملاء قبل مواعيد التقديم. علّمتنا كل منافسة ما يكافئه المقيّمون، وصارت تلك الدروس المنهج الذي ما زلنا نعمل به.',
      },
    },
    {
      id: 'saudi-soul',
      section: 'saudi-soul',
      eyebrow: { en: 'A Saudi soul, a global mindset', ar: 'روح سعودية بعقلية عالمية' },
      heading: {
        en: 'Rooted in the Kingdom, fluent in how international firms work',
        ar: 'جذورنا في المملكة، ونفهم طريقة عمل الشركات الدولية',
      },
      body: {
        en: 'We understand Saudi institutions, Vision 2030 priorities and local content expectations from the inside, and we answer the questions head offices abroad ask before they become delays.',
        ar: 'نفهم المؤسسات السعودية وأولويات رؤية 2030 ومتطلبات المحتوى المحلي من الداخل، ونجيب عن أسئلة المقرات الرئيسية في الخارج قبل أن تتحول إلى تأخير.',
      },
    },
    {
      id: 'track-record-tenders',
      section: 'track-record',
      eyebrow: trackRecord,
      heading: stated(figures.tenders),
      body: {
        en: 'Our clients win Saudi government tenders with proposals that are compliant, competitive and backed by a team that can deliver.',
        ar: 'يفوز عملاؤنا بالمنافسات الحكومية السعودية بعروض مستوفية للشروط وقادرة على المنافسة، يقف خلفها فريق قادر على التنفيذ.',
      },
      figure: figures.tenders,
    },
    {
      id: 'track-record-countries',
      section: 'track-record',
      eyebrow: trackRecord,
      heading: stated(figures.countries),
      body: {
        en: 'Companies from abroad and from the Kingdom trust us with their Saudi government work.',
        ar: 'تأتمننا شركات من الخارج ومن المملكة على أعمالها الحكومية في المملكة.',
      },
      figure: figures.countries,
      countries,
    },
    {
      id: 'explore',
      section: 'explore',
      eyebrow: { en: 'Explore', ar: 'استكشف' },
      heading: {
        en: 'Your government contracting team is ready',
        ar: 'فريق تعاقدك الحكومي جاهز',
      },
      body: {
        en: 'Explore our services, the sectors we know best and the stories of clients who have already won. When you are ready, we would be glad to talk.',
        ar: 'استكشف خدماتنا والقطاعات التي نعرفها أكثر من غيرها وقصص العملاء الذين فازوا بالفعل. وحين تكون مستعدًا، يسعدنا أن نتحدث إليك.',
      },
      action: { kind: 'explore', label: { en: 'EXPLORE', ar: 'استكشف' } },
    },
  ];

  const sectionTitles: readonly { id: JourneySectionId; title: Localized }[] = [
    { id: 'holistic-solutions', title: { en: 'Holistic Solutions', ar: 'حلول متكاملة' } },
    { id: 'expert-guidance', title: { en: 'Expert Guidance', ar: 'إرشاد الخبراء' } },
    { id: 'what-we-offer', title: { en: 'What We Offer', ar: 'ما نقدمه' } },
    { id: 'experience', title: stated(figures.experience) },
    { id: 'the-birth', title: { en: 'The Birth', ar: 'البداية' } },
    { id: 'the-early-days', title: { en: 'The Early Days', ar: 'البدايات الأولى' } },
    {
      id: 'saudi-soul',
      title: { en: 'A Saudi Soul a Global Mindset', ar: 'روح سعودية بعقلية عالمية' },
    },
    { id: 'track-record', title: { en: 'A Proven Track Record', ar: 'سجل حافل بالنتائج' } },
    { id: 'explore', title: { en: 'Explore', ar: 'استكشف' } },
  ];
  return { slides, sectionTitles };
}

/** The bottom navigation: each section starts at the first slide that belongs to it. */
const sectionsOf = (
  slides: readonly JourneySlide[],
  titles: readonly { id: JourneySectionId; title: string }[],
): readonly JourneySection[] =>
  titles.map(({ id, title }) => ({
    id,
    title,
    slideIndex: slides.findIndex((slide) => slide.section === id),
  }));

/** Each language's figures module: the company's figures and client countries in its words. */
const figuresByLocale = { en: englishFigures, ar: arabicFigures };

/** The journey in one language. */
export interface JourneyWords {
  journeyIntro: JourneyFrameWords['intro'];
  journeyControls: JourneyControls;
  journeyFrameWords: JourneyFrameWords;
  /** The company's facts the journey shows, in this language. */
  journeyFactsOf(company: Company): JourneyFacts;
  /** The slides and their sections, with the facts (in this language) in them. */
  journeyOf(facts: JourneyFacts): Journey;
}

/** The journey in each language; every link keeps its English address. */
export const journeyByLocale = perLocale((locale): JourneyWords => {
  const journeyIntro = inLocale(introText, locale);
  const journeyControls = inLocale(controlsText, locale);
  const { marketingFiguresOf, clientCountriesOf } = figuresByLocale[locale];
  return {
    journeyIntro,
    journeyControls,
    journeyFrameWords: {
      intro: journeyIntro,
      controls: { close: journeyControls.close, loading: journeyControls.loading },
    },
    journeyFactsOf: (company) => ({
      figures: marketingFiguresOf(company),
      countries: clientCountriesOf(company),
    }),
    journeyOf: (facts) => {
      const { slides, sectionTitles } = inLocale(journeyText(facts), locale);
      return { slides, sections: sectionsOf(slides, sectionTitles) };
    },
  };
});

/** The English journey (the words the tests quote). */
export const { journeyIntro, journeyFactsOf, journeyOf } = journeyByLocale.en;
