import { perLocale } from '../localized';
import { site as arabicSite } from '../ar/config';
import { headlineFiguresOf as arabicHeadlineFiguresOf } from '../ar/figures';
import { areasByLocale } from '../areas';
import { servicesByLocale } from '../services';
import { fileCompany, type Company } from '../company';
import { commonLinkTexts } from '../contact-links';
import { site } from '../config';
import { headlineFiguresOf } from '../figures';
import { offeringCards } from '../offerings';
import type { BilingualPage } from '../types';

/** The home page: who Wasla serves, its services and areas, a featured story and the latest insights. */
export const homePageWordsFor = (company: Company): BilingualPage => ({
  title: {
    en: 'Government Contracting Solutions',
    ar: 'حلول التعاقد الحكومي',
  },
  description: {
    en: 'Wasla helps investors, international firms and Saudi companies win government contracts in Saudi Arabia without building an in-house tender team.',
    ar: 'تساعد وصلة المستثمرين والشركات الدولية والشركات السعودية على الفوز بالعقود الحكومية في المملكة دون الحاجة إلى بناء فريق منافسات داخلي.',
  },
  heading: {
    en: 'Win Saudi government contracts without building an in-house team',
    ar: 'الفوز بالعقود الحكومية السعودية دون بناء فريق داخلي',
  },
  intro: {
    en: 'Wasla is a Riyadh consultancy that gives investors, international firms and local companies a complete government contracting team on demand. A Saudi soul with a global mindset, from your first tender to final delivery.',
    ar: 'وصلة شركة استشارية في الرياض تمنح المستثمرين والشركات الدولية والشركات المحلية فريق تعاقد حكومي متكاملًا عند الحاجة. روح سعودية بعقلية عالمية، من أول منافسة حتى التسليم النهائي.',
  },
  hero: {
    eyebrow: {
      en: site.tagline,
      ar: arabicSite.tagline,
    },
    actions: [
      commonLinkTexts.talkToUs,
      {
        label: {
          en: 'Explore our services',
          ar: 'تعرّف على خدماتنا',
        },
        href: '/services',
      },
    ],
  },
  sections: [
    {
      heading: {
        en: 'What Wasla does',
        ar: 'ما الذي تقدمه وصلة',
      },
      paragraphs: [
        {
          en: 'Selling to the Saudi government takes more than a good product. You need the right licences, a current set of certificates, an Etimad profile, proposals written to the evaluation criteria and a workforce that meets Saudization expectations. Wasla provides all of it as one service. Our specialists in market entry, tenders, compliance, HR, finance, partnerships and digital operations act as your contracting team for as long as you need them.',
          ar: 'البيع للحكومة السعودية يتطلب أكثر من منتج جيد: تحتاج إلى التراخيص المناسبة، وشهادات سارية، وملف على منصة اعتماد، وعروض مكتوبة وفق معايير التقييم، وقوى عاملة تلبي متطلبات التوطين. تقدم وصلة ذلك كله خدمةً واحدة، إذ يعمل مختصونا في دخول السوق والمنافسات والامتثال والموارد البشرية والشؤون المالية والشراكات والعمليات الرقمية فريقَ تعاقد لك طوال المدة التي تحتاج إليها.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: {
        en: 'Who we serve',
        ar: 'من نخدم',
      },
      intro: {
        en: 'Three kinds of client, starting from different places, with the same goal: a sustainable, profitable share of government work in the Kingdom.',
        ar: 'ثلاثة أنواع من العملاء، ينطلق كل منهم من نقطة مختلفة نحو هدف واحد: حصة مستدامة ومربحة من الأعمال الحكومية في المملكة.',
      },
      cards: [
        {
          eyebrow: {
            en: 'Investors',
            ar: 'المستثمرون',
          },
          title: {
            en: 'Building for public-sector demand',
            ar: 'بناء أعمال تلبي طلب القطاع العام',
          },
          body: {
            en: 'Investors building or acquiring businesses that serve public-sector demand, who need them eligible and bidding quickly.',
            ar: 'مستثمرون يؤسسون أو يستحوذون على أعمال تخدم طلب القطاع العام، ويحتاجون إلى تأهيلها للتقدم إلى المنافسات سريعًا.',
          },
        },
        {
          eyebrow: {
            en: 'International firms',
            ar: 'الشركات الدولية',
          },
          title: {
            en: 'Entering the Kingdom',
            ar: 'دخول المملكة',
          },
          body: {
            en: 'International firms entering Saudi Arabia and bidding for their first government contracts, with licences and partners in place.',
            ar: 'شركات دولية تدخل السوق السعودية وتتقدم إلى أولى عقودها الحكومية، وقد استكملت التراخيص والشركاء.',
          },
        },
        {
          eyebrow: {
            en: 'Saudi companies',
            ar: 'الشركات السعودية',
          },
          title: {
            en: 'Winning larger tenders',
            ar: 'الفوز بمنافسات أكبر',
          },
          body: {
            en: 'Saudi companies ready to win larger and more complex tenders with confidence, in their own name.',
            ar: 'شركات سعودية مستعدة للفوز بمنافسات أكبر وأكثر تعقيدًا بثقة وباسمها الخاص.',
          },
        },
      ],
    },
    {
      kind: 'figures',
      heading: {
        en: 'The figures behind our work',
        ar: 'أرقام من واقع عملنا',
      },
      intro: {
        en: 'Our clients come from the United Arab Emirates, the United Kingdom, the United States, Greece and the Kingdom itself.',
        ar: 'يأتي عملاؤنا من الإمارات العربية المتحدة والمملكة المتحدة والولايات المتحدة واليونان والمملكة العربية السعودية نفسها.',
      },
      figures: {
        en: headlineFiguresOf(company),
        ar: arabicHeadlineFiguresOf(company),
      },
    },
    {
      kind: 'cards',
      heading: {
        en: 'Our services',
        ar: 'خدماتنا',
      },
      intro: {
        en: 'Seven services covering every step, from entering the Kingdom to delivering the contract.',
        ar: 'سبع خدمات تغطي كل خطوة، من دخول المملكة حتى تنفيذ العقد.',
      },
      numbered: true,
      cards: perLocale((locale) => offeringCards(servicesByLocale[locale])),
    },
    {
      kind: 'cards',
      heading: {
        en: 'Areas of focus',
        ar: 'مجالات التركيز',
      },
      intro: {
        en: 'The sectors where government demand is strong and our experience runs deepest.',
        ar: 'القطاعات التي يقوى فيها الطلب الحكومي وتتعمق فيها خبرتنا.',
      },
      numbered: true,
      cards: perLocale((locale) => offeringCards(areasByLocale[locale])),
    },
    {
      kind: 'cases',
      heading: {
        en: 'A featured success story',
        ar: 'قصة نجاح مميزة',
      },
      intro: {
        en: 'How one client went from no Saudi presence to a government contract.',
        ar: 'كيف انتقل أحد عملائنا من غياب تام عن السوق السعودية إلى الفوز بعقد حكومي.',
      },
      show: {
        featured: true,
      },
    },
    {
      kind: 'posts',
      heading: {
        en: 'Latest insights',
        ar: 'أحدث الرؤى',
      },
      category: 'blog',
      limit: 3,
      more: {
        label: {
          en: 'Read all insights',
          ar: 'اقرأ جميع الرؤى',
        },
        href: '/blog',
      },
    },
    {
      kind: 'cta',
      heading: {
        en: 'Ready to win your next government contract?',
        ar: 'هل أنت مستعد للفوز بعقدك الحكومي القادم؟',
      },
      body: {
        en: 'Tell us where you stand today. We will suggest a sensible first step, with no obligation.',
        ar: 'أخبرنا أين تقف اليوم، وسنقترح عليك خطوة أولى مدروسة دون أي التزام.',
      },
      primary: commonLinkTexts.talkToUs,
      secondary: commonLinkTexts.engagementModels,
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const homePageWords = homePageWordsFor(fileCompany);
