import { perLocale } from '../localized';
import { engagementProcess as arabicEngagementProcess } from '../ar/engagement';
import { servicesByLocale } from '../services';
import { commonLinkTexts } from '../contact-links';
import { engagementProcess } from '../engagement';
import { offeringCards } from '../offerings';
import type { BilingualPage } from '../types';

/** /services: the seven services at a glance and how they work together. */
export const servicesPageWords: BilingualPage = {
  title: {
    en: 'Our Services',
    ar: 'خدماتنا',
  },
  description: {
    en: 'Seven services covering every step of Saudi government contracting: market entry, HR, compliance, tenders, finance, joint ventures and digital.',
    ar: 'سبع خدمات تغطي كل خطوة في التعاقد الحكومي السعودي: دخول السوق، والموارد البشرية، والامتثال، والمنافسات، والمالية، والمشاريع المشتركة، والتحول الرقمي.',
  },
  heading: {
    en: 'Everything you need to win and deliver government contracts',
    ar: 'كل ما تحتاجه للفوز بالعقود الحكومية وتنفيذها',
  },
  intro: {
    en: 'Our seven services cover the full journey, from entering the Kingdom to delivering your contracts. Use one on its own or combine them into a complete outsourced government contracting team.',
    ar: 'تغطي خدماتنا السبع الرحلة كاملة، من دخول المملكة إلى تنفيذ عقودك. استعن بإحداها منفردة، أو اجمعها لتكوّن فريق تعاقد حكومي متكاملًا بنظام الإسناد.',
  },
  hero: {
    eyebrow: {
      en: 'Services',
      ar: 'الخدمات',
    },
    actions: [
      {
        label: {
          en: 'Request a proposal',
          ar: 'اطلب عرضًا',
        },
        href: '/contact-us',
      },
    ],
  },
  sections: [
    {
      heading: {
        en: 'One team, every step',
        ar: 'فريق واحد لكل خطوة',
      },
      paragraphs: [
        {
          en: 'Winning government work in Saudi Arabia touches licensing, procurement law, workforce rules, tax and finance, partnerships and technology. Most companies would need to hire specialists in each of these fields to do it in-house. Wasla brings them together under one engagement, coordinated by a single lead who knows your business, your pipeline and the buyers you are targeting.',
          ar: 'الفوز بالعمل الحكومي في المملكة يمس التراخيص ونظام المشتريات وأنظمة العمل والضرائب والمالية والشراكات والتقنية. ولو أرادت معظم الشركات إنجاز ذلك داخليًا لاحتاجت إلى توظيف مختصين في كل مجال منها. تجمعهم وصلة في تعاون واحد، ينسّقه قائد واحد يعرف أعمالك وفرصك والجهات التي تستهدفها.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: {
        en: 'Our services at a glance',
        ar: 'خدماتنا في لمحة',
      },
      intro: {
        en: 'Each service has its own page describing what it covers and how we deliver it. Switch one on when an opportunity appears and scale back when you are ready to build a team of your own.',
        ar: 'لكل خدمة صفحتها التي تصف ما تغطيه وكيف نقدمها. فعّل إحداها حين تظهر فرصة، وقلّصها حين تكون مستعدًا لبناء فريقك الخاص.',
      },
      numbered: true,
      cards: perLocale((locale) => offeringCards(servicesByLocale[locale])),
    },
    {
      heading: {
        en: 'How the services work together',
        ar: 'كيف تتكامل الخدمات',
      },
      paragraphs: [
        {
          en: 'A typical international client starts with Market Entry and Compliance Management, adds HR Outsourcing as the first hires arrive, then relies on Tender Management and Financial Services for each bid. A Saudi company may start directly with tenders and call on Joint Venture support for a larger competition. We design the combination around your situation, not around a fixed package.',
          ar: 'يبدأ العميل الدولي عادةً بدخول السوق وإدارة الامتثال، ثم يضيف إسناد الموارد البشرية مع وصول أول الموظفين، ثم يعتمد على إدارة المنافسات والخدمات المالية في كل منافسة. وقد تبدأ الشركة السعودية بالمنافسات مباشرة وتستعين بدعم المشاريع المشتركة في منافسة أكبر. نصمم المزيج حول وضعك، لا حول باقة ثابتة.',
        },
      ],
    },
    {
      en: engagementProcess,
      ar: arabicEngagementProcess,
    },
    {
      kind: 'cases',
      heading: {
        en: 'What our clients have won',
        ar: 'ما فاز به عملاؤنا',
      },
      intro: {
        en: 'Every figure comes from a published success story.',
        ar: 'كل رقم مأخوذ من قصة نجاح منشورة.',
      },
      show: {
        limit: 3,
      },
    },
    {
      kind: 'cta',
      heading: {
        en: 'Choosing where to start',
        ar: 'من أين تبدأ',
      },
      body: {
        en: 'Unsure which service you need? Start with a conversation: we will point out the gaps that matter most for the tenders you want to win and recommend a first step.',
        ar: 'لست متأكدًا من الخدمة التي تحتاجها؟ ابدأ بمحادثة: سنحدد لك الفجوات الأهم للمنافسات التي تريد الفوز بها ونوصي بخطوة أولى.',
      },
      primary: commonLinkTexts.talkToUs,
      secondary: commonLinkTexts.engagementModels,
    },
  ],
};
