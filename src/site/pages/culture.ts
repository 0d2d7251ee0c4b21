import { commonLinkTexts } from '../contact-links';
import type { BilingualPage } from '../types';

/** /culture: the values behind Wasla's work. */
export const culturePageWords: BilingualPage = {
  title: {
    en: 'Our Culture',
    ar: 'ثقافتنا',
  },
  description: {
    en: 'The values that guide Wasla: integrity, clarity, ownership, partnership and growth. A Saudi soul with a global mindset in everything that we do.',
    ar: 'القيم التي توجّه وصلة: النزاهة، والوضوح، وتحمّل المسؤولية، والشراكة، والنمو. روح سعودية بعقلية عالمية في كل ما نقوم به من عمل كل يوم.',
  },
  heading: {
    en: 'A Saudi soul with a global mindset',
    ar: 'روح سعودية بعقلية عالمية',
  },
  intro: {
    en: 'Our culture reflects where we come from and who we serve. We combine deep respect for Saudi values and institutions with the openness and standards of international business.',
    ar: 'تعكس ثقافتنا من أين جئنا ومن نخدم. نجمع بين احترام عميق للقيم والمؤسسات السعودية وانفتاح الأعمال الدولية ومعاييرها.',
  },
  hero: {
    eyebrow: {
      en: 'Culture',
      ar: 'ثقافتنا',
    },
  },
  sections: [
    {
      kind: 'cards',
      heading: {
        en: 'What we value',
        ar: 'ما نؤمن به',
      },
      intro: {
        en: 'Five values we use to make decisions, to hire and to judge our own work, especially when a deadline is close and the easy option is tempting.',
        ar: 'خمس قيم نحتكم إليها في قراراتنا وتوظيفنا وتقييم عملنا، لا سيما حين يقترب الموعد النهائي ويغري الخيار الأسهل.',
      },
      numbered: true,
      cards: [
        {
          title: {
            en: 'Integrity',
            ar: 'النزاهة',
          },
          body: {
            en: 'We compete fairly and never cut corners with government clients.',
            ar: 'ننافس بشرف ولا نتهاون أبدًا مع عملائنا الحكوميين.',
          },
        },
        {
          title: {
            en: 'Clarity',
            ar: 'الوضوح',
          },
          body: {
            en: 'We say what we think, in plain language, and put it in writing.',
            ar: 'نقول ما نراه بلغة واضحة، ونوثّقه كتابةً.',
          },
        },
        {
          title: {
            en: 'Ownership',
            ar: 'تحمّل المسؤولية',
          },
          body: {
            en: 'We treat our clients’ deadlines and results as our own.',
            ar: 'نتعامل مع مواعيد عملائنا ونتائجهم كأنها مواعيدنا ونتائجنا.',
          },
        },
        {
          title: {
            en: 'Partnership',
            ar: 'الشراكة',
          },
          body: {
            en: 'We build relationships meant to outlast a single contract.',
            ar: 'نبني علاقات تدوم أطول من عقد واحد.',
          },
        },
        {
          title: {
            en: 'Growth',
            ar: 'النمو',
          },
          body: {
            en: 'We invest in Saudi talent and in each other.',
            ar: 'نستثمر في الكفاءات السعودية وفي بعضنا بعضًا.',
          },
        },
      ],
    },
    {
      heading: {
        en: 'Rooted in the Kingdom',
        ar: 'جذورنا في المملكة',
      },
      paragraphs: [
        {
          en: 'We are proud to be a Saudi company. We understand the culture, institutions and ambitions of the Kingdom, and we take Vision 2030 personally, because its success is our country’s success. That grounding helps international clients understand not only the rules of government procurement but also the expectations, relationships and respect that make partnerships work here.',
          ar: 'نفخر بأننا شركة سعودية. نفهم ثقافة المملكة ومؤسساتها وطموحاتها، ونعدّ رؤية 2030 شأنًا شخصيًا لنا، لأن نجاحها نجاح وطننا. ويساعد هذا الأساس العملاء الدوليين على فهم لا أنظمة المشتريات الحكومية فحسب، بل أيضًا التوقعات والعلاقات والاحترام التي تنجح بها الشراكات هنا.',
        },
      ],
    },
    {
      heading: {
        en: 'Open to the world',
        ar: 'منفتحون على العالم',
      },
      paragraphs: [
        {
          en: 'Our clients come from abroad and from the Kingdom, and our team brings experience from many countries. We welcome different perspectives, work comfortably in Arabic and English, and adapt to the way head offices abroad need to receive information and make decisions. A global mindset means learning from good practice anywhere and applying it thoughtfully at home.',
          ar: 'يأتي عملاؤنا من الخارج ومن المملكة، ويحمل فريقنا خبرات من دول كثيرة. نرحّب بوجهات النظر المختلفة، ونعمل بارتياح بالعربية والإنجليزية، ونتكيّف مع الطريقة التي تحتاج بها المقرات الرئيسية في الخارج إلى تلقي المعلومات واتخاذ القرارات. فالعقلية العالمية تعني التعلم من الممارسات الجيدة أينما كانت وتطبيقها بتبصّر في وطننا.',
        },
      ],
    },
    {
      heading: {
        en: 'How we work together',
        ar: 'كيف نعمل معًا',
      },
      paragraphs: [
        {
          en: 'We keep teams small, responsibilities clear and communication direct. Senior people stay involved in the work, and junior colleagues are trusted with real responsibility early. We celebrate wins together, examine losses honestly and share what we learn, so that every bid, won or lost, makes the whole firm stronger.',
          ar: 'نُبقي الفرق صغيرة والمسؤوليات واضحة والتواصل مباشرًا. يبقى كبار الزملاء منخرطين في العمل، ويُؤتمن الزملاء الأحدث على مسؤوليات حقيقية مبكرًا. نحتفل بالفوز معًا، ونراجع الخسارة بصدق، ونتشارك ما نتعلمه، لتجعل كل منافسة، فزنا بها أم لا، الشركة كلها أقوى.',
        },
      ],
    },
    {
      kind: 'cta',
      heading: {
        en: 'Work with us',
        ar: 'اعمل معنا',
      },
      body: {
        en: 'If these values sound like yours, see what life at Wasla is like and the roles we hire for.',
        ar: 'إن كانت هذه القيم تشبهك، فتعرّف على الحياة في وصلة والوظائف التي نوظّف لها.',
      },
      ...commonLinkTexts.careers,
    },
  ],
};
