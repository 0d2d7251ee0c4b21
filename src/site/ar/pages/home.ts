import { fileCompany, type Company } from '../../company';
import { site } from '../config';
import { commonLinks } from '../contact-links';
import { headlineFiguresOf } from '../figures';
import { offeringCards } from '../../offerings';
import { areasByLocale } from '../../areas';
import { servicesByLocale } from '../../services';
import type { PageWords } from '../../types';

/** The home page in Arabic (../../pages/home.ts). */
export const homePageFor = (company: Company): PageWords => ({
  title: 'حلول التعاقد الحكومي',
  description:
    'تساعد وصلة المستثمرين والشركات الدولية والشركات السعودية على الفوز بالعقود الحكومية في المملكة دون الحاجة إلى بناء فريق منافسات داخلي.',
  heading: 'الفوز بالعقود الحكومية السعودية دون بناء فريق داخلي',
  intro:
    'وصلة شركة استشارية في الرياض تمنح المستثمرين والشركات الدولية والشركات المحلية فريق تعاقد حكومي متكاملًا عند الحاجة. روح سعودية بعقلية عالمية، من أول منافسة حتى التسليم النهائي.',
  hero: {
    eyebrow: site.tagline,
    actions: [commonLinks.talkToUs, { label: 'تعرّف على خدماتنا', href: '/services' }],
  },
  sections: [
    {
      heading: 'ما الذي تقدمه وصلة',
      paragraphs: [
        'البيع للحكومة السعودية يتطلب أكثر من منتج جيد: تحتاج إلى التراخيص المناسبة، وشهادات سارية، وملف على منصة اعتماد، وعروض مكتوبة وفق معايير التقييم، وقوى عاملة تلبي متطلبات التوطين. تقدم وصلة ذلك كله خدمةً واحدة، إذ يعمل مختصونا في دخول السوق والمنافسات والامتثال والموارد البشرية والشؤون المالية والشراكات والعمليات الرقمية فريقَ تعاقد لك طوال المدة التي تحتاج إليها.',
      ],
    },
    {
      kind: 'cards',
      heading: 'من نخدم',
      intro:
        'ثلاثة أنواع من العملاء، ينطلق كل منهم من نقطة مختلفة نحو هدف واحد: حصة مستدامة ومربحة من الأعمال الحكومية في المملكة.',
      cards: [
        {
          eyebrow: 'المستثمرون',
          title: 'بناء أعمال تلبي طلب القطاع العام',
          body: 'مستثمرون يؤسسون أو يستحوذون على أعمال تخدم طلب القطاع العام، ويحتاجون إلى تأهيلها للتقدم إلى المنافسات سريعًا.',
        },
        {
          eyebrow: 'الشركات الدولية',
          title: 'دخول المملكة',
          body: 'شركات دولية تدخل السوق السعودية وتتقدم إلى أولى عقودها الحكومية، وقد استكملت التراخيص والشركاء.',
        },
        {
          eyebrow: 'الشركات السعودية',
          title: 'الفوز بمنافسات أكبر',
          body: 'شركات سعودية مستعدة للفوز بمنافسات أكبر وأكثر تعقيدًا بثقة وباسمها الخاص.',
        },
      ],
    },
    {
      kind: 'figures',
      heading: 'أرقام من واقع عملنا',
      intro:
        'يأتي عملاؤنا من الإمارات العربية المتحدة والمملكة المتحدة والولايات المتحدة واليونان والمملكة العربية السعودية نفسها.',
      figures: headlineFiguresOf(company),
    },
    {
      kind: 'cards',
      heading: 'خدماتنا',
      intro: 'سبع خدمات تغطي كل خطوة، من دخول المملكة حتى تنفيذ العقد.',
      numbered: true,
      cards: offeringCards(servicesByLocale.ar),
    },
    {
      kind: 'cards',
      heading: 'مجالات التركيز',
      intro: 'القطاعات التي يقوى فيها الطلب الحكومي وتتعمق فيها خبرتنا.',
      numbered: true,
      cards: offeringCards(areasByLocale.ar),
    },
    {
      kind: 'cases',
      heading: 'قصة نجاح مميزة',
      intro: 'كيف انتقل أحد عملائنا من غياب تام عن السوق السعودية إلى الفوز بعقد حكومي.',
      show: { featured: true },
    },
    {
      kind: 'posts',
      heading: 'أحدث الرؤى',
      category: 'blog',
      limit: 3,
      more: { label: 'اقرأ جميع الرؤى', href: '/blog' },
    },
    {
      kind: 'cta',
      heading: 'هل أنت مستعد للفوز بعقدك الحكومي القادم؟',
      body: 'أخبرنا أين تقف اليوم، وسنقترح عليك خطوة أولى مدروسة دون أي التزام.',
      primary: commonLinks.talkToUs,
      secondary: commonLinks.engagementModels,
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const homePage = homePageFor(fileCompany);
