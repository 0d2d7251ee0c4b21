import { productPaths } from '../config';
import { proposalHref } from '../contact-links';
import type { BilingualPage } from '../types';

/** /jobs-at-{product}: the openings and the application form. */
export const jobsPageWords: BilingualPage = {
  title: {
    en: 'Jobs at Wasla',
    ar: 'الوظائف في وصلة',
  },
  description: {
    en: 'Explore careers at Wasla in Riyadh: roles in tender management, compliance, HR, finance and partnerships, and how to apply to join our team.',
    ar: 'اكتشف الوظائف في وصلة بالرياض: أدوار في إدارة المنافسات والامتثال والموارد البشرية والمالية والشراكات، وكيف تتقدم للانضمام إلى فريقنا.',
  },
  heading: {
    en: 'Jobs at Wasla',
    ar: 'الوظائف في وصلة',
  },
  intro: {
    en: 'We are growing, and we are looking for people who want to help companies win and deliver Saudi government contracts. Here is the kind of work we hire for and how to apply.',
    ar: 'نحن ننمو، ونبحث عن أشخاص يريدون مساعدة الشركات على الفوز بالعقود الحكومية السعودية وتنفيذها. إليك نوع العمل الذي نوظّف له وطريقة التقديم.',
  },
  hero: {
    eyebrow: {
      en: 'Careers',
      ar: 'الوظائف',
    },
  },
  sections: [
    {
      kind: 'slot',
      name: 'job-openings',
      heading: {
        en: 'Current openings',
        ar: 'الوظائف الشاغرة',
      },
      fallback: {
        body: {
          en: 'We welcome applications at any time, even when no vacancy is advertised, and keep promising profiles in mind for future roles.',
          ar: 'نرحّب بالطلبات في أي وقت، حتى حين لا نعلن عن شاغر، ونحتفظ بالملفات الواعدة للوظائف القادمة.',
        },
        action: {
          label: {
            en: 'Send us your CV',
            ar: 'أرسل إلينا سيرتك الذاتية',
          },
          href: proposalHref('careers'),
        },
      },
    },
    {
      kind: 'slot',
      name: 'application-form',
      heading: {
        en: 'Apply to join Wasla',
        ar: 'قدّم طلبك للانضمام إلى وصلة',
      },
      fallback: {
        body: {
          en: 'Send your CV and a short note on the kind of role that interests you.',
          ar: 'أرسل سيرتك الذاتية ونبذة قصيرة عن نوع الدور الذي يهمك.',
        },
        action: {
          label: {
            en: 'Send us your CV',
            ar: 'أرسل إلينا سيرتك الذاتية',
          },
          href: proposalHref('careers'),
        },
      },
      guidance: [
        {
          kind: 'steps',
          heading: {
            en: 'How to apply',
            ar: 'كيف تتقدم',
          },
          intro: {
            en: 'We review every application.',
            ar: 'نراجع كل طلب.',
          },
          steps: [
            {
              title: {
                en: 'Apply',
                ar: 'التقديم',
              },
              body: {
                en: 'Send your CV and a short note on the kind of role that interests you and what you would bring.',
                ar: 'أرسل سيرتك الذاتية ونبذة قصيرة عن نوع الدور الذي يهمك وما ستضيفه.',
              },
            },
            {
              title: {
                en: 'First conversation',
                ar: 'المحادثة الأولى',
              },
              body: {
                en: 'If there is a potential fit, we invite you to an initial conversation.',
                ar: 'إن بدا أن هناك توافقًا محتملًا، ندعوك إلى محادثة أولية.',
              },
            },
            {
              title: {
                en: 'Practical exercise',
                ar: 'تمرين عملي',
              },
              body: {
                en: 'A short exercise related to the role, so you can show how you work.',
                ar: 'تمرين قصير مرتبط بالدور، لتُظهر طريقة عملك.',
              },
            },
            {
              title: {
                en: 'Meet the team',
                ar: 'لقاء الفريق',
              },
              body: {
                en: 'A meeting with the people you would work with.',
                ar: 'لقاء مع الأشخاص الذين ستعمل معهم.',
              },
            },
          ],
        },
      ],
    },
    {
      kind: 'cards',
      heading: {
        en: 'The roles we hire for',
        ar: 'الأدوار التي نوظّف لها',
      },
      intro: {
        en: 'Our openings change with our clients’ needs, but most fall into these families.',
        ar: 'تتغير وظائفنا الشاغرة مع احتياجات عملائنا، لكن معظمها يندرج في هذه الفئات.',
      },
      cards: [
        {
          title: {
            en: 'Bid managers and proposal writers',
            ar: 'مديرو المنافسات وكتّاب العروض',
          },
          body: {
            en: 'Turning complex offers into clear, compliant documents.',
            ar: 'تحويل العروض المعقدة إلى مستندات واضحة ومستوفية للشروط.',
          },
        },
        {
          title: {
            en: 'Compliance and procurement specialists',
            ar: 'مختصو الامتثال والمشتريات',
          },
          body: {
            en: 'Familiar with Etimad and the Government Tenders and Procurement Law.',
            ar: 'على دراية بمنصة اعتماد ونظام المنافسات والمشتريات الحكومية.',
          },
        },
        {
          title: {
            en: 'HR and government services officers',
            ar: 'مسؤولو الموارد البشرية والخدمات الحكومية',
          },
          body: {
            en: 'At home with Qiwa, GOSI, Muqeem and Nitaqat.',
            ar: 'متمرسون في قوى والتأمينات الاجتماعية ومقيم ونطاقات.',
          },
        },
        {
          title: {
            en: 'Finance specialists',
            ar: 'المختصون الماليون',
          },
          body: {
            en: 'Pricing, Zakat, VAT and e-invoicing.',
            ar: 'التسعير والزكاة وضريبة القيمة المضافة والفوترة الإلكترونية.',
          },
        },
        {
          title: {
            en: 'Business development and partnerships',
            ar: 'تطوير الأعمال والشراكات',
          },
          body: {
            en: 'Building the relationships that bids depend on.',
            ar: 'بناء العلاقات التي تعتمد عليها المنافسات.',
          },
        },
        {
          title: {
            en: 'Editors and translators',
            ar: 'المحررون والمترجمون',
          },
          body: {
            en: 'Arabic and English, for proposals that read well in both.',
            ar: 'بالعربية والإنجليزية، لعروض تُقرأ جيدًا باللغتين.',
          },
        },
      ],
    },
    {
      heading: {
        en: 'Saudi talent first',
        ar: 'الكفاءات السعودية أولًا',
      },
      paragraphs: [
        {
          en: 'As a Saudi company, we are committed to developing Saudi professionals, and we actively seek Saudi graduates and experienced nationals for roles at every level. We also value international colleagues who bring specialist expertise and share it generously. Most roles are based in our Riyadh office, with travel within the Kingdom when projects require it.',
          ar: 'بصفتنا شركة سعودية، نلتزم بتطوير المهنيين السعوديين، ونسعى بجد إلى استقطاب الخريجين السعوديين وأصحاب الخبرة من المواطنين في كل المستويات. ونقدّر كذلك الزملاء الدوليين الذين يحملون خبرات متخصصة ويشاركونها بسخاء. ومقر معظم الوظائف مكتبنا في الرياض، مع التنقل داخل المملكة حين تتطلب المشاريع ذلك.',
        },
      ],
    },
    {
      heading: {
        en: 'What we look for',
        ar: 'ما الذي نبحث عنه',
      },
      paragraphs: [
        {
          en: 'Whatever the role, we look for clear writing, attention to detail, sound judgement under deadline pressure and a firm commitment to integrity. Experience with Saudi government entities is a strong advantage but not always essential; curiosity and a willingness to learn the rules properly matter just as much. Fluency in Arabic and English is valuable for most positions.',
          ar: 'أيًا كان الدور، نبحث عن كتابة واضحة، واهتمام بالتفاصيل، وحسن تقدير تحت ضغط المواعيد، والتزام راسخ بالنزاهة. والخبرة مع الجهات الحكومية السعودية ميزة قوية لكنها ليست شرطًا دائمًا، فالفضول والرغبة في تعلّم الأنظمة كما ينبغي لا يقلان أهمية. وإتقان العربية والإنجليزية قيّم لمعظم الوظائف.',
        },
      ],
    },
    {
      kind: 'cta',
      heading: {
        en: 'Curious what the work is like?',
        ar: 'تودّ أن تعرف طبيعة العمل؟',
      },
      body: {
        en: 'Read about life at Wasla, our benefits and how we help people grow.',
        ar: 'اقرأ عن الحياة في وصلة ومزايانا وكيف نساعد الناس على النمو.',
      },
      primary: {
        label: {
          en: 'Working at Wasla',
          ar: 'العمل في وصلة',
        },
        href: productPaths.workingAt,
      },
      secondary: {
        label: {
          en: 'Our culture',
          ar: 'ثقافتنا',
        },
        href: '/culture',
      },
    },
  ],
};
