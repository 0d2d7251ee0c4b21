import { engagementModels as arabicEngagementModels } from '../ar/engagement';
import { PRICING_TOPIC, proposalHref } from '../contact-links';
import { engagementModels } from '../engagement';
import type { BilingualPage } from '../types';

/** /pricing: the engagement models, how an engagement starts, pricing questions. */
export const pricingPageWords: BilingualPage = {
  title: {
    en: 'Pricing and Engagement Models',
    ar: 'الأسعار ونماذج التعاون',
  },
  description: {
    en: 'How Wasla works with clients: retainer, per-tender, success-linked and market-entry programme engagements, agreed with you after a conversation.',
    ar: 'كيف تعمل وصلة مع عملائها: الاشتراك المستمر، ولكل منافسة، والمرتبط بالنجاح، وبرنامج دخول السوق، ونتفق معك على النموذج المناسب بعد محادثة.',
  },
  heading: {
    en: 'Engagement models that fit your goals',
    ar: 'نماذج تعاون تناسب أهدافك',
  },
  intro: {
    en: 'We do not publish a price list, because no two government contracting journeys are the same. Instead, we offer four engagement models and agree the right one with you after a conversation about your goals.',
    ar: 'لا ننشر قائمة أسعار، لأنه لا تتشابه رحلتا تعاقد حكومي. بدلًا من ذلك نقدم أربعة نماذج للتعاون، ونتفق معك على النموذج المناسب بعد محادثة عن أهدافك.',
  },
  hero: {
    eyebrow: {
      en: 'Pricing',
      ar: 'الأسعار',
    },
  },
  sections: [
    {
      kind: 'models',
      heading: {
        en: 'Four engagement models',
        ar: 'أربعة نماذج للتعاون',
      },
      intro: {
        en: 'Each model is priced after a conversation, in a written proposal that sets out the scope, deliverables, team and commercial terms.',
        ar: 'يُسعَّر كل نموذج بعد محادثة، في عرض مكتوب يحدد النطاق والمخرجات والفريق والشروط التجارية.',
      },
      models: {
        en: engagementModels,
        ar: arabicEngagementModels,
      },
    },
    {
      kind: 'steps',
      heading: {
        en: 'Start with a conversation',
        ar: 'ابدأ بمحادثة',
      },
      intro: {
        en: 'There is no obligation to proceed at any step.',
        ar: 'لا التزام عليك بالمضي في أي خطوة.',
      },
      steps: [
        {
          title: {
            en: 'Conversation',
            ar: 'الحوار',
          },
          body: {
            en: 'We talk about your goals, your current position and the opportunities you want to pursue.',
            ar: 'نتحدث عن أهدافك ووضعك الحالي والفرص التي تريد السعي إليها.',
          },
        },
        {
          title: {
            en: 'Recommendation',
            ar: 'التوصية',
          },
          body: {
            en: 'We recommend a model, or a combination of models, that fits your situation.',
            ar: 'نوصي بنموذج، أو بمزيج من النماذج، يناسب وضعك.',
          },
        },
        {
          title: {
            en: 'Written proposal',
            ar: 'عرض مكتوب',
          },
          body: {
            en: 'You receive the scope, deliverables, team and commercial terms in writing.',
            ar: 'تتسلم النطاق والمخرجات والفريق والشروط التجارية مكتوبة.',
          },
        },
        {
          title: {
            en: 'Start',
            ar: 'البدء',
          },
          body: {
            en: 'Once you agree, a single engagement lead takes it from there.',
            ar: 'بمجرد موافقتك، يتولى قائد تعاون واحد الأمر من هناك.',
          },
        },
      ],
    },
    {
      kind: 'faq',
      heading: {
        en: 'Questions about pricing',
        ar: 'أسئلة عن الأسعار',
      },
      items: [
        {
          question: {
            en: 'Why is there no price list?',
            ar: 'لماذا لا توجد قائمة أسعار؟',
          },
          answer: {
            en: 'No two government contracting journeys are the same: the work depends on your starting point, your sector and the tenders you pursue. A price list would be wrong for almost everyone.',
            ar: 'لا تتشابه رحلتا تعاقد حكومي: فالعمل يعتمد على نقطة انطلاقك وقطاعك والمنافسات التي تسعى إليها. وقائمة الأسعار ستكون خاطئة للجميع تقريبًا.',
          },
        },
        {
          question: {
            en: 'Can we combine models?',
            ar: 'هل يمكننا الجمع بين النماذج؟',
          },
          answer: {
            en: 'Yes. Many clients start with the market-entry programme and move to a retainer once their Saudi entity is operating and bidding.',
            ar: 'نعم. يبدأ كثير من العملاء ببرنامج دخول السوق، ثم ينتقلون إلى الاشتراك المستمر بمجرد أن يبدأ كيانهم السعودي العمل والتقديم.',
          },
        },
        {
          question: {
            en: 'When is a success-linked model available?',
            ar: 'متى يتاح النموذج المرتبط بالنجاح؟',
          },
          answer: {
            en: 'For selected opportunities where we have a clear view of your competitiveness. What counts as success, how it is measured and when it applies are agreed in writing.',
            ar: 'في فرص مختارة نرى فيها بوضوح قدرتك التنافسية. ويُتفق كتابةً على ما يُعدّ نجاحًا، وطريقة قياسه، ومتى يُطبَّق.',
          },
        },
      ],
    },
    {
      kind: 'cta',
      heading: {
        en: 'Not sure which model fits?',
        ar: 'لست متأكدًا من النموذج المناسب؟',
      },
      body: {
        en: 'Tell us about the contracts you want to win and we will recommend one.',
        ar: 'أخبرنا عن العقود التي تريد الفوز بها، وسنوصي لك بأحدها.',
      },
      primary: {
        label: {
          en: 'Talk to our team',
          ar: 'تحدّث إلى فريقنا',
        },
        href: proposalHref(PRICING_TOPIC),
      },
    },
  ],
};
