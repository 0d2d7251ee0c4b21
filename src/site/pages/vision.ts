import { commonLinkTexts } from '../contact-links';
import { productPaths } from '../config';
import type { BilingualPage } from '../types';

/** /vision: the Vision 2030 page (no header or footer). */
export const visionPageWords: BilingualPage = {
  title: {
    en: 'Vision and Mission',
    ar: 'الرؤية والرسالة',
  },
  description: {
    en: 'Wasla’s vision and mission: connecting capable companies with Saudi government opportunity and contributing to the goals of Saudi Vision 2030.',
    ar: 'رؤية وصلة ورسالتها: وصل الشركات القادرة بفرص العمل الحكومي السعودي، والإسهام في تحقيق أهداف رؤية السعودية 2030 في القطاع العام.',
  },
  heading: {
    en: 'Our vision and mission',
    ar: 'رؤيتنا ورسالتنا',
  },
  intro: {
    en: 'Wasla means connection in Arabic. We exist to connect capable companies with the opportunities created by the Kingdom’s transformation.',
    ar: '«وصلة» تعني الاتصال بين طرفين. وُجدنا لنصل الشركات القادرة بالفرص التي يصنعها تحول المملكة.',
  },
  hero: {
    eyebrow: {
      en: 'Vision and mission',
      ar: 'الرؤية والرسالة',
    },
    actions: [
      {
        label: {
          en: 'Back to the home page',
          ar: 'العودة إلى الصفحة الرئيسية',
        },
        href: '/',
      },
      {
        label: {
          en: 'Our story',
          ar: 'قصتنا',
        },
        href: productPaths.birth,
      },
    ],
  },
  sections: [
    {
      heading: {
        en: 'Our vision',
        ar: 'رؤيتنا',
      },
      paragraphs: [
        {
          en: 'Our vision is to be the most trusted bridge between capable companies and Saudi government opportunity: the partner that investors, international firms and local businesses turn to first when they want to contribute to the Kingdom’s public projects, and a partner that government entities recognise for bringing them well-prepared, compliant and committed suppliers.',
          ar: 'رؤيتنا أن نكون الجسر الأكثر موثوقية بين الشركات القادرة وفرص العمل الحكومي السعودي: الشريك الذي يلجأ إليه أولًا المستثمرون والشركات الدولية والشركات المحلية حين يريدون الإسهام في المشاريع العامة للمملكة، والشريك الذي تعرفه الجهات الحكومية بتقديمه موردين مستعدين جيدًا وملتزمين ومستوفين للمتطلبات.',
        },
      ],
    },
    {
      heading: {
        en: 'Our mission',
        ar: 'رسالتنا',
      },
      paragraphs: [
        {
          en: 'Our mission is to make government contracting in Saudi Arabia accessible and successful for companies that do not want to build an in-house team. We do it by combining deep local knowledge with international standards, by handling the complexity of licensing, compliance and bidding, and by staying alongside our clients until their contracts are delivered well.',
          ar: 'رسالتنا أن نجعل التعاقد الحكومي في المملكة متاحًا وناجحًا للشركات التي لا تريد بناء فريق داخلي. ونحقق ذلك بالجمع بين المعرفة المحلية العميقة والمعايير الدولية، وبتولّي تعقيدات التراخيص والامتثال والتقديم، وبالبقاء إلى جانب عملائنا حتى تُنفَّذ عقودهم على أحسن وجه.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: {
        en: 'Aligned with Vision 2030',
        ar: 'متسقون مع رؤية 2030',
      },
      intro: {
        en: 'Vision 2030 calls for a thriving economy, a larger private sector, more foreign investment, stronger local content and more opportunities for Saudi talent. Every client we help adds, in its own way, to that transformation.',
        ar: 'تدعو رؤية 2030 إلى اقتصاد مزدهر، وقطاع خاص أكبر، واستثمار أجنبي أكثر، ومحتوى محلي أقوى، وفرص أوسع للكفاءات السعودية. وكل عميل نساعده يضيف إلى هذا التحول بطريقته.',
      },
      cards: [
        {
          title: {
            en: 'Investment',
            ar: 'الاستثمار',
          },
          body: {
            en: 'Helping international firms establish and grow in the Kingdom.',
            ar: 'مساعدة الشركات الدولية على التأسيس والنمو في المملكة.',
          },
        },
        {
          title: {
            en: 'Local content',
            ar: 'المحتوى المحلي',
          },
          body: {
            en: 'Building Saudi supply chains into proposals and delivery.',
            ar: 'بناء سلاسل الإمداد السعودية في العروض والتنفيذ.',
          },
        },
        {
          title: {
            en: 'Saudi talent',
            ar: 'الكفاءات السعودية',
          },
          body: {
            en: 'Creating and developing roles for Saudi professionals.',
            ar: 'استحداث الوظائف للمهنيين السعوديين وتطويرها.',
          },
        },
        {
          title: {
            en: 'Public services',
            ar: 'الخدمات العامة',
          },
          body: {
            en: 'Giving government entities better-prepared suppliers.',
            ar: 'تزويد الجهات الحكومية بموردين أفضل استعدادًا.',
          },
        },
      ],
    },
    {
      kind: 'quote',
      quote: {
        en: 'We measure ourselves by the contracts our clients win, the quality with which they deliver them and the trust we earn from government entities and partners.',
        ar: 'نقيس أنفسنا بالعقود التي يفوز بها عملاؤنا، وبجودة تنفيذهم لها، وبالثقة التي نكسبها من الجهات الحكومية والشركاء.',
      },
      attribution: {
        en: 'What guides us',
        ar: 'ما يوجّهنا',
      },
    },
    {
      kind: 'cta',
      heading: {
        en: 'Share the vision',
        ar: 'شاركنا الرؤية',
      },
      body: {
        en: 'Talk to us about the contribution your company could make to the Kingdom’s public projects.',
        ar: 'تحدّث إلينا عن الإسهام الذي يمكن أن تقدمه شركتك في المشاريع العامة للمملكة.',
      },
      primary: commonLinkTexts.talkToUs,
      secondary: commonLinkTexts.ourServices,
    },
  ],
};
