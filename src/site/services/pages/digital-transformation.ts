import type { OfferingText } from '../../types';

export const digitalTransformation: OfferingText = {
  title: {
    en: 'Digital Transformation Services',
    ar: 'خدمات التحول الرقمي',
  },
  description: {
    en: 'Digitise how you bid, invoice and report to Saudi government clients, and compete for digital government projects aligned with Vision 2030.',
    ar: 'رقمِن طريقة تقديمك العروض وإصدارك الفواتير ورفعك التقارير للجهات الحكومية السعودية، ونافس على مشاريع الحكومة الرقمية المتسقة مع رؤية 2030.',
  },
  heading: {
    en: 'Digital transformation for government suppliers',
    ar: 'التحول الرقمي لموردي الجهات الحكومية',
  },
  intro: {
    en: 'Saudi government buyers are digital first, and their suppliers need to be too. We modernise how you bid, invoice and report, and help you compete for the Kingdom’s digital government programmes.',
    ar: 'الجهات الحكومية السعودية رقمية أولًا، وعلى مورديها أن يكونوا كذلك. نحدّث طريقة تقديمك العروض وإصدارك الفواتير ورفعك التقارير، ونساعدك على المنافسة في برامج الحكومة الرقمية في المملكة.',
  },
  sections: [
    {
      heading: {
        en: 'Government procurement is digital',
        ar: 'المشتريات الحكومية رقمية',
      },
      paragraphs: [
        {
          en: 'From publication on Etimad to e-invoicing under ZATCA rules, nearly every step of selling to the Saudi government now happens online. Suppliers who still rely on scattered spreadsheets and long email chains lose time and make avoidable mistakes. We assess how your organisation handles opportunities, documents, invoices and reporting, then design a practical roadmap to close the gaps.',
          ar: 'من الطرح على منصة اعتماد إلى الفوترة الإلكترونية وفق قواعد هيئة الزكاة والضريبة والجمارك، تكاد كل خطوة في البيع للحكومة السعودية تتم اليوم عبر الإنترنت. والموردون الذين ما زالوا يعتمدون على جداول متفرقة وسلاسل بريد طويلة يهدرون الوقت ويقعون في أخطاء يمكن تجنبها. نقيّم طريقة تعامل منشأتك مع الفرص والمستندات والفواتير والتقارير، ثم نصمم خارطة طريق عملية لسد الفجوات.',
        },
      ],
    },
    {
      heading: {
        en: 'What we put in place',
        ar: 'ما الذي نطبقه',
      },
      paragraphs: [
        {
          en: 'We favour tools you already own and configure them properly before recommending anything new. Every change comes with training and simple written procedures for your people, so the improvement outlasts our engagement and your team can keep the systems running without us.',
          ar: 'نفضّل الأدوات التي تملكها أصلًا ونضبط إعدادها جيدًا قبل أن نوصي بأي جديد. ويصحب كل تغيير تدريب وإجراءات مكتوبة بسيطة لفريقك، ليبقى التحسين بعد انتهاء تعاوننا ويستطيع فريقك تشغيل الأنظمة دوننا.',
        },
      ],
      bullets: [
        {
          en: 'A structured bid library of reusable content, CVs and references',
          ar: 'مكتبة عروض منظمة لمحتوى قابل لإعادة الاستخدام والسير الذاتية والمراجع',
        },
        {
          en: 'Opportunity pipeline and workflow tools for bid decisions',
          ar: 'أدوات لمسار الفرص وسير العمل لقرارات المشاركة',
        },
        {
          en: 'E-invoicing integration with your accounting or ERP system',
          ar: 'ربط الفوترة الإلكترونية بنظامك المحاسبي أو نظام تخطيط الموارد',
        },
        {
          en: 'Document control for contracts, certificates and correspondence',
          ar: 'ضبط مستندات العقود والشهادات والمراسلات',
        },
        {
          en: 'Dashboards showing pipeline, delivery and compliance status',
          ar: 'لوحات معلومات تعرض الفرص والتنفيذ وحالة الامتثال',
        },
      ],
    },
    {
      heading: {
        en: 'Competing for digital government projects',
        ar: 'المنافسة على مشاريع الحكومة الرقمية',
      },
      paragraphs: [
        {
          en: 'Vision 2030 has made digital government a national priority, and entities across the public sector are investing in platforms, data and online services. Technology firms bidding for this work are expected to meet Digital Government Authority standards, National Cybersecurity Authority controls and, where personal data is involved, the Personal Data Protection Law. We help you demonstrate that compliance credibly in your proposals.',
          ar: 'جعلت رؤية 2030 الحكومة الرقمية أولوية وطنية، وتستثمر الجهات في مختلف القطاع العام في المنصات والبيانات والخدمات الإلكترونية. ويُنتظر من شركات التقنية المتقدمة لهذه الأعمال أن تستوفي معايير هيئة الحكومة الرقمية وضوابط الهيئة الوطنية للأمن السيبراني، ونظام حماية البيانات الشخصية حين تكون البيانات الشخصية معنية. نساعدك على إثبات هذا الامتثال في عروضك بصورة مقنعة.',
        },
      ],
    },
    {
      heading: {
        en: 'Secure and compliant by default',
        ar: 'آمن ومتوافق افتراضيًا',
      },
      paragraphs: [
        {
          en: 'Digital tools carry obligations of their own. We design data handling with the PDPL in mind, take account of data residency expectations for government information and align access controls with recognised cybersecurity practice. The result is a digital operation that speeds you up without creating new risks for you or for your government clients.',
          ar: 'للأدوات الرقمية التزاماتها الخاصة. نصمم معالجة البيانات مع مراعاة نظام حماية البيانات الشخصية، ونأخذ في الحسبان متطلبات توطين البيانات الحكومية، ونواءم صلاحيات الوصول مع الممارسات المعترف بها في الأمن السيبراني. والنتيجة عمليات رقمية تسرّع عملك دون أن تخلق مخاطر جديدة لك أو لعملائك الحكوميين.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'What does digital transformation mean for a government supplier?',
        ar: 'ماذا يعني التحول الرقمي لمورّد الجهات الحكومية؟',
      },
      answer: {
        en: 'Bid, invoicing and reporting systems that work with Etimad and ZATCA, so tenders, invoices and contract reports flow without manual rework.',
        ar: 'أنظمة للعروض والفوترة والتقارير تعمل مع منصة اعتماد وهيئة الزكاة والضريبة والجمارك، فتنساب المنافسات والفواتير وتقارير العقود دون إعادة عمل يدوية.',
      },
    },
    {
      question: {
        en: 'Do you also help us bid for digital government projects?',
        ar: 'هل تساعدوننا أيضًا في التقدم لمشاريع الحكومة الرقمية؟',
      },
      answer: {
        en: 'Yes. We prepare technology proposals that meet the buyer’s technical, cybersecurity and data requirements.',
        ar: 'نعم. نُعدّ العروض التقنية التي تستوفي متطلبات الجهة الفنية والأمنية السيبرانية ومتطلبات البيانات.',
      },
    },
  ],
};
