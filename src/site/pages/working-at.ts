import { productPaths } from '../config';
import type { BilingualPage } from '../types';

/** /working-at-{product}: what working at Wasla is like. */
export const workingAtPageWords: BilingualPage = {
  title: {
    en: 'Working at Wasla',
    ar: 'العمل في وصلة',
  },
  description: {
    en: 'Life at Wasla in Riyadh: meaningful work on Saudi government projects, supportive colleagues, good benefits and real opportunities to grow your career.',
    ar: 'الحياة في وصلة بالرياض: عمل هادف في المشاريع الحكومية السعودية، وزملاء داعمون، ومزايا جيدة، وفرص حقيقية لتنمية مسيرتك المهنية.',
  },
  heading: {
    en: 'Working at Wasla',
    ar: 'العمل في وصلة',
  },
  intro: {
    en: 'At Wasla you will help shape how companies contribute to the Kingdom’s transformation. We offer meaningful work, supportive colleagues and real room to grow.',
    ar: 'ستساعد في وصلة على رسم الطريقة التي تسهم بها الشركات في تحول المملكة. نقدم عملًا هادفًا وزملاء داعمين ومجالًا حقيقيًا للنمو.',
  },
  hero: {
    eyebrow: {
      en: 'Careers',
      ar: 'الوظائف',
    },
    actions: [
      {
        label: {
          en: 'See jobs at Wasla',
          ar: 'الوظائف في وصلة',
        },
        href: productPaths.jobs,
      },
    ],
  },
  sections: [
    {
      heading: {
        en: 'Life at Wasla',
        ar: 'الحياة في وصلة',
      },
      paragraphs: [
        {
          en: 'Our work is varied. One week you might help an international firm plan its entry into the Kingdom; the next you might be finalising a technical proposal on Etimad or mobilising a team for a new contract. You will work closely with senior colleagues, see the results of your efforts in real contract awards and learn something new about the Saudi public sector with every engagement.',
          ar: 'عملنا متنوع. فقد تساعد في أسبوع شركة دولية على التخطيط لدخول المملكة، وتضع في الأسبوع التالي اللمسات الأخيرة على عرض فني على منصة اعتماد أو تجهّز فريقًا لعقد جديد. ستعمل عن قرب مع كبار الزملاء، وترى ثمار جهدك في ترسيات عقود حقيقية، وتتعلم شيئًا جديدًا عن القطاع العام السعودي في كل تعاون.',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: {
        en: 'Benefits',
        ar: 'المزايا',
      },
      intro: {
        en: 'Our benefits follow the Saudi Labor Law as a minimum and go further where we can, with a focus on health, financial security and professional development.',
        ar: 'تلتزم مزايانا بنظام العمل السعودي حدًا أدنى وتتجاوزه حيثما استطعنا، مع تركيز على الصحة والأمان المالي والتطوير المهني.',
      },
      items: [
        {
          en: 'A competitive salary, reviewed regularly',
          ar: 'راتب تنافسي يُراجع بانتظام',
        },
        {
          en: 'Medical insurance for you and your eligible family members',
          ar: 'تأمين طبي لك ولأفراد أسرتك المشمولين',
        },
        {
          en: 'GOSI registration and all statutory entitlements',
          ar: 'التسجيل في التأمينات الاجتماعية وجميع الاستحقاقات النظامية',
        },
        {
          en: 'Annual leave and public holidays in line with the Saudi Labor Law',
          ar: 'إجازة سنوية وإجازات رسمية وفق نظام العمل السعودي',
        },
        {
          en: 'Support for professional certifications and training',
          ar: 'دعم الشهادات المهنية والتدريب',
        },
        {
          en: 'Flexibility when your personal life needs it',
          ar: 'مرونة حين تتطلب حياتك الشخصية ذلك',
        },
      ],
    },
    {
      kind: 'steps',
      heading: {
        en: 'Growth and learning',
        ar: 'النمو والتعلم',
      },
      intro: {
        en: 'We invest in people early.',
        ar: 'نستثمر في الناس مبكرًا.',
      },
      steps: [
        {
          title: {
            en: 'Induction',
            ar: 'التهيئة',
          },
          body: {
            en: 'A structured start covering procurement law, Etimad and our methods.',
            ar: 'بداية منظمة تغطي نظام المشتريات ومنصة اعتماد ومناهجنا.',
          },
        },
        {
          title: {
            en: 'Live engagements',
            ar: 'أعمال حية',
          },
          body: {
            en: 'Learning alongside experienced practitioners on real client work.',
            ar: 'التعلم إلى جانب ممارسين متمرسين في أعمال عملاء حقيقية.',
          },
        },
        {
          title: {
            en: 'Qualifications',
            ar: 'المؤهلات',
          },
          body: {
            en: 'Support for recognised qualifications in bid management, compliance, HR and finance.',
            ar: 'دعم المؤهلات المعترف بها في إدارة المنافسات والامتثال والموارد البشرية والمالية.',
          },
        },
        {
          title: {
            en: 'New practices',
            ar: 'ممارسات جديدة',
          },
          body: {
            en: 'The chance to move between practices as your interests develop.',
            ar: 'فرصة التنقل بين الممارسات مع تطور اهتماماتك.',
          },
        },
      ],
    },
    {
      kind: 'prose',
      heading: {
        en: 'Our way of working',
        ar: 'أسلوب عملنا',
      },
      paragraphs: [
        {
          en: 'We keep hierarchy light and communication direct. Deadlines in government tendering are real, so we plan carefully, share the load and avoid last-minute heroics wherever possible. We value colleagues who ask questions, flag risks early and treat clients and each other with respect.',
          ar: 'نُبقي التسلسل الإداري خفيفًا والتواصل مباشرًا. فالمواعيد النهائية في المنافسات الحكومية حقيقية، لذا نخطط بعناية ونتقاسم العبء ونتجنب البطولات في اللحظة الأخيرة ما أمكن. ونقدّر الزملاء الذين يسألون وينبّهون إلى المخاطر مبكرًا ويعاملون العملاء وبعضهم بعضًا باحترام.',
        },
      ],
    },
    {
      kind: 'cta',
      heading: {
        en: 'If that sounds like you',
        ar: 'إن كان هذا يشبهك',
      },
      body: {
        en: 'See the roles we hire for and how to apply.',
        ar: 'تعرّف على الأدوار التي نوظّف لها وطريقة التقديم.',
      },
      primary: {
        label: {
          en: 'See jobs at Wasla',
          ar: 'الوظائف في وصلة',
        },
        href: productPaths.jobs,
      },
    },
  ],
};
