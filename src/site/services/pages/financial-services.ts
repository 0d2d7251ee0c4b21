import type { OfferingText } from '../../types';

export const financialServices: OfferingText = {
  title: {
    en: 'Financial Services for Government Contractors',
    ar: 'الخدمات المالية للمتعاقدين مع الحكومة',
  },
  description: {
    en: 'Tender pricing, bank guarantees, ZATCA e-invoicing, Zakat and cash-flow planning for companies delivering Saudi government contracts.',
    ar: 'تسعير المنافسات والضمانات البنكية والفوترة الإلكترونية والزكاة وتخطيط التدفق النقدي للشركات التي تنفذ عقودًا حكومية في المملكة.',
  },
  heading: {
    en: 'Financial services for government contractors',
    ar: 'الخدمات المالية للمتعاقدين مع الحكومة',
  },
  intro: {
    en: 'Government contracts reward financial discipline. We help you price tenders with confidence, arrange guarantees and keep cash flowing from award to final payment.',
    ar: 'تكافئ العقود الحكومية الانضباط المالي. نساعدك على تسعير المنافسات بثقة، وترتيب الضمانات، والحفاظ على تدفق النقد من الترسية حتى الدفعة الأخيرة.',
  },
  sections: [
    {
      heading: {
        en: 'Pricing that wins and still pays',
        ar: 'تسعير يفوز ويبقى مربحًا',
      },
      paragraphs: [
        {
          en: 'Price often carries heavy weight in evaluation, but a contract priced too thin quickly becomes a liability. We build cost models from the bill of quantities or scope of work, test assumptions on manpower, materials and local content, and help you set a price that is competitive, defensible and profitable across the full term of the contract.',
          ar: 'كثيرًا ما يحمل السعر وزنًا كبيرًا في التقييم، لكن العقد المسعّر بهامش ضئيل جدًا سرعان ما يتحول إلى عبء. نبني نماذج التكلفة من جداول الكميات أو نطاق العمل، ونختبر الافتراضات المتعلقة بالقوى العاملة والمواد والمحتوى المحلي، ونساعدك على تحديد سعر منافس ومبرَّر ومربح طوال مدة العقد.',
        },
      ],
    },
    {
      heading: {
        en: 'Guarantees, financing and cash flow',
        ar: 'الضمانات والتمويل والتدفق النقدي',
      },
      paragraphs: [
        {
          en: 'Government tenders typically call for an initial bid guarantee and, on award, a final performance guarantee, and advance payments may require guarantees of their own. We prepare the paperwork, liaise with your bank and plan facilities ahead of time. We also model the payment cycle of each contract, so you know when cash will arrive and how much working capital delivery really needs.',
          ar: 'تتطلب المنافسات الحكومية عادةً ضمانًا ابتدائيًا مع العرض، وضمانًا نهائيًا لحسن التنفيذ عند الترسية، وقد تتطلب الدفعات المقدمة ضمانات خاصة بها. نُعدّ المستندات، ونتواصل مع بنكك، ونخطط للتسهيلات مسبقًا. كما ننمذج دورة الدفع لكل عقد، لتعرف متى يصل النقد وكم يحتاج التنفيذ فعلًا من رأس المال العامل.',
        },
      ],
    },
    {
      heading: {
        en: 'Tax, Zakat and e-invoicing',
        ar: 'الضريبة والزكاة والفوترة الإلكترونية',
      },
      paragraphs: [
        {
          en: 'Suppliers to the government must issue invoices that meet ZATCA e-invoicing requirements and keep their Zakat, tax and VAT affairs in good standing to stay eligible. We work alongside your accountants to set up compliant invoicing, manage filings and obtain the certificates every submission requires, so finance is never the reason a bid or an invoice is rejected.',
          ar: 'على موردي الجهات الحكومية إصدار فواتير تستوفي متطلبات الفوترة الإلكترونية لدى هيئة الزكاة والضريبة والجمارك، والحفاظ على سلامة أوضاعهم في الزكاة والضريبة وضريبة القيمة المضافة ليبقوا مؤهلين. نعمل إلى جانب محاسبيك على تجهيز فوترة متوافقة، وإدارة الإقرارات، والحصول على الشهادات التي يتطلبها كل تقديم، فلا تكون الشؤون المالية سببًا في رفض عرض أو فاتورة.',
        },
      ],
      bullets: [
        {
          en: 'ZATCA e-invoicing (FATOORA) readiness and system integration',
          ar: 'الجاهزية للفوترة الإلكترونية (فاتورة) والربط مع أنظمتك',
        },
        {
          en: 'Zakat and VAT registration, filings and certificates',
          ar: 'التسجيل في الزكاة وضريبة القيمة المضافة وإقراراتهما وشهاداتهما',
        },
        {
          en: 'Audited financial statements ready for pre-qualification',
          ar: 'قوائم مالية مدققة جاهزة للتأهيل المسبق',
        },
        {
          en: 'Contract-level budgets, forecasts and variance reporting',
          ar: 'موازنات وتوقعات وتقارير انحرافات على مستوى كل عقد',
        },
      ],
    },
    {
      heading: {
        en: 'Reporting that buyers and investors trust',
        ar: 'تقارير تثق بها الجهات والمستثمرون',
      },
      paragraphs: [
        {
          en: 'Pre-qualification and evaluation committees often ask for audited financial statements, evidence of financial capacity and bank references. We help you present your numbers clearly and consistently. For investors, we provide contract-level reporting that shows margin, cash position and risk at a glance, so decisions about the next bid rest on facts rather than instinct.',
          ar: 'كثيرًا ما تطلب لجان التأهيل المسبق والتقييم قوائم مالية مدققة وإثباتًا للملاءة المالية وخطابات مرجعية من البنوك. نساعدك على عرض أرقامك بوضوح واتساق. وللمستثمرين نقدم تقارير على مستوى العقد تُظهر الهامش والوضع النقدي والمخاطر بنظرة واحدة، لتُبنى قرارات المنافسة التالية على الحقائق لا على الحدس.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'How do you help with pricing?',
        ar: 'كيف تساعدوننا في التسعير؟',
      },
      answer: {
        en: 'We build the price from your costs, the contract’s risks and cash-flow timing, so the offer competes and still pays.',
        ar: 'نبني السعر من تكاليفك ومخاطر العقد وتوقيت التدفق النقدي، ليكون العرض منافسًا ومربحًا في آن واحد.',
      },
    },
    {
      question: {
        en: 'Which guarantees does a government bid need?',
        ar: 'ما الضمانات التي تتطلبها المنافسة الحكومية؟',
      },
      answer: {
        en: 'Usually an initial guarantee with the offer and a final guarantee after award, in the wording the tender conditions set. We prepare both with your bank.',
        ar: 'عادةً ضمان ابتدائي مع العرض وضمان نهائي بعد الترسية، بالصيغة التي تحددها شروط المنافسة. ونُعدّهما مع بنكك.',
      },
    },
    {
      question: {
        en: 'Do you cover Zakat, VAT and e-invoicing?',
        ar: 'هل تغطون الزكاة وضريبة القيمة المضافة والفوترة الإلكترونية؟',
      },
      answer: {
        en: 'Yes: registration, filings and ZATCA-compliant e-invoicing, so invoices to government buyers are accepted and paid.',
        ar: 'نعم: التسجيل والإقرارات والفوترة الإلكترونية المتوافقة مع متطلبات هيئة الزكاة والضريبة والجمارك، لتُقبل فواتيرك للجهات الحكومية وتُصرف.',
      },
    },
  ],
};
