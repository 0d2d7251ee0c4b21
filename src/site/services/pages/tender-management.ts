import type { OfferingText } from '../../types';

export const tenderManagement: OfferingText = {
  title: {
    en: 'Tender Management Services',
    ar: 'خدمات إدارة المنافسات',
  },
  description: {
    en: 'End-to-end management of Saudi government tenders on Etimad: opportunity screening, technical and financial proposals, submission and award support.',
    ar: 'إدارة متكاملة للمنافسات الحكومية السعودية على منصة اعتماد: فرز الفرص، والعروض الفنية والمالية، والتقديم، والدعم حتى الترسية.',
  },
  heading: {
    en: 'Tender management from opportunity to award',
    ar: 'إدارة المنافسات من الفرصة إلى الترسية',
  },
  intro: {
    en: 'We run the full bid cycle on Etimad for you, from spotting the right opportunity to submitting a compliant, competitive offer, so you win government contracts without building an in-house bid team.',
    ar: 'ندير دورة المنافسة كاملة على منصة اعتماد نيابةً عنك، من رصد الفرصة المناسبة إلى تقديم عرض مستوفٍ للشروط وقادر على المنافسة، لتفوز بالعقود الحكومية دون بناء فريق عروض داخلي.',
  },
  sections: [
    {
      heading: {
        en: 'Finding the right opportunities',
        ar: 'العثور على الفرص المناسبة',
      },
      paragraphs: [
        {
          en: 'Government entities publish their competitions on Etimad, the national procurement portal, and many also publish annual procurement plans that signal what is coming. We monitor both for you, screen opportunities against your capabilities and eligibility, and bring you a short list with a clear go or no-go recommendation. Your leadership spends time only on bids worth winning.',
          ar: 'تطرح الجهات الحكومية منافساتها على منصة اعتماد، المنصة الوطنية للمشتريات، وتنشر كثير منها خططًا سنوية للمشتريات تكشف ما هو قادم. نرصد الاثنين لك، ونفرز الفرص وفق قدراتك وأهليتك، ونقدم لك قائمة مختصرة بتوصية واضحة بالمشاركة أو عدمها، فلا تنفق قيادتك وقتها إلا على منافسات تستحق الفوز.',
        },
      ],
    },
    {
      heading: {
        en: 'Building a winning proposal',
        ar: 'بناء عرض فائز',
      },
      paragraphs: [
        {
          en: 'Saudi tenders are usually evaluated on separate technical and financial offers, and the conditions booklet sets out how each will be assessed. We read that booklet line by line, raise clarification questions within the enquiry period and build a compliance matrix so that nothing is missed, then write to the evaluation criteria rather than to a generic template.',
          ar: 'تُقيَّم المنافسات السعودية عادةً بعرضين فني ومالي منفصلين، وتحدد كراسة الشروط والمواصفات طريقة تقييم كل منهما. نقرأ الكراسة سطرًا سطرًا، ونرفع الاستفسارات خلال مدة تلقي الاستفسارات، ونبني مصفوفة امتثال حتى لا يفوتنا شيء، ثم نكتب وفق معايير التقييم لا وفق قالب عام.',
        },
      ],
      bullets: [
        {
          en: 'Technical proposals structured around the evaluation criteria',
          ar: 'عروض فنية مبنية حول معايير التقييم',
        },
        {
          en: 'Financial offer preparation and pricing review',
          ar: 'إعداد العرض المالي ومراجعة التسعير',
        },
        {
          en: 'Local content planning and supporting documentation',
          ar: 'تخطيط المحتوى المحلي ومستنداته الداعمة',
        },
        {
          en: 'Bid bond and guarantee coordination with your bank',
          ar: 'التنسيق مع بنكك بشأن الضمان الابتدائي والضمانات الأخرى',
        },
        {
          en: 'Document preparation in Arabic and English',
          ar: 'إعداد المستندات بالعربية والإنجليزية',
        },
        {
          en: 'Final compliance check and submission on Etimad',
          ar: 'فحص الامتثال النهائي والتقديم عبر منصة اعتماد',
        },
      ],
    },
    {
      heading: {
        en: 'Every procurement route',
        ar: 'كل مسارات الشراء',
      },
      paragraphs: [
        {
          en: 'The Government Tenders and Procurement Law provides for several routes, including public competition, limited competition, two-stage competition, framework agreements, electronic reverse auctions and direct purchase. Each has its own rules and rhythm. We know how they work in practice and prepare you for each, including the presentations, site visits and negotiations that some competitions involve.',
          ar: 'يتيح نظام المنافسات والمشتريات الحكومية مسارات عدة، منها المنافسة العامة، والمنافسة المحدودة، والمنافسة على مرحلتين، والاتفاقيات الإطارية، والمزايدة العكسية الإلكترونية، والشراء المباشر. ولكل منها قواعده وإيقاعه. نعرف كيف تسير عمليًا ونُعدّك لكل منها، بما في ذلك العروض التقديمية والزيارات الميدانية والمفاوضات التي تتطلبها بعض المنافسات.',
        },
      ],
    },
    {
      heading: {
        en: 'After submission',
        ar: 'بعد التقديم',
      },
      paragraphs: [
        {
          en: 'Our work continues through evaluation and award. We track the status of your offer, respond to requests from the evaluation committee and review award notices carefully. When you win, we support contract signature, the final guarantee and mobilisation. When you do not, we seek feedback where it is available and fold the lessons into your next bid, so each submission is stronger than the last.',
          ar: 'يستمر عملنا خلال التقييم والترسية. نتابع حالة عرضك، ونرد على طلبات لجنة الفحص، ونراجع إشعارات الترسية بعناية. وعند فوزك ندعم توقيع العقد والضمان النهائي والتجهيز لبدء التنفيذ. وإن لم تفز، نطلب الإفادة حيثما أمكن ونضمّن الدروس في عرضك التالي، ليكون كل تقديم أقوى مما قبله.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'Do you find the tenders, or do we?',
        ar: 'هل تبحثون أنتم عن المنافسات أم نحن؟',
      },
      answer: {
        en: 'Both work. We track Etimad for opportunities that fit you, and we review any tender you bring before you commit to it.',
        ar: 'كلاهما ممكن. نتابع منصة اعتماد بحثًا عن الفرص المناسبة لك، ونراجع أي منافسة تقترحها قبل أن تلتزم بها.',
      },
    },
    {
      question: {
        en: 'How much of the proposal do you write?',
        ar: 'ما القدر الذي تكتبونه من العرض؟',
      },
      answer: {
        en: 'As much as you need: from a review of your draft to the whole technical and financial offer, agreed per tender.',
        ar: 'بقدر حاجتك: من مراجعة مسودتك إلى العرض الفني والمالي كاملًا، باتفاق في كل منافسة.',
      },
    },
    {
      question: {
        en: 'What happens after submission?',
        ar: 'ماذا يحدث بعد التقديم؟',
      },
      answer: {
        en: 'We answer the evaluation committee’s questions with you, follow the award, and prepare the final guarantee and contract signature.',
        ar: 'نجيب معك عن أسئلة لجنة الفحص، ونتابع الترسية، ونجهّز الضمان النهائي وتوقيع العقد.',
      },
    },
  ],
};
