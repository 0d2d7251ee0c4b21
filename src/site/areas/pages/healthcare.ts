import type { OfferingText } from '../../types';

export const healthcare: OfferingText = {
  title: {
    en: 'Healthcare',
    ar: 'الرعاية الصحية',
  },
  description: {
    en: 'Navigate SFDA registration, NUPCO and public health procurement to win Saudi government contracts for equipment, supplies, digital health and services.',
    ar: 'اجتز تسجيل هيئة الغذاء والدواء ونوبكو ومسارات الشراء الصحي العام لتفوز بالعقود الحكومية السعودية للأجهزة والمستلزمات والصحة الرقمية والخدمات.',
  },
  heading: {
    en: 'Healthcare contracts across the Saudi public sector',
    ar: 'عقود الرعاية الصحية في القطاع العام السعودي',
  },
  intro: {
    en: 'The transformation of Saudi healthcare is creating opportunities for suppliers of equipment, medicines, digital health and hospital services. We help healthcare companies navigate registration, procurement channels and delivery.',
    ar: 'يخلق تحول الرعاية الصحية في المملكة فرصًا لموردي الأجهزة والأدوية والصحة الرقمية وخدمات المستشفيات. نساعد شركات الرعاية الصحية على اجتياز التسجيل ومسارات الشراء والتنفيذ.',
  },
  sections: [
    {
      heading: {
        en: 'A sector in transformation',
        ar: 'قطاع في طور التحول',
      },
      paragraphs: [
        {
          en: 'Under the Health Sector Transformation Program of Vision 2030, public healthcare is being reorganised into regional health clusters with a stronger focus on prevention, digital care and efficiency. Hospitals and clusters procure medical equipment, consumables, pharmaceuticals, health information systems, and operation, maintenance and support services, creating demand for capable suppliers at every level of care.',
          ar: 'في إطار برنامج تحول القطاع الصحي ضمن رؤية 2030، يُعاد تنظيم الرعاية الصحية العامة في تجمعات صحية إقليمية بتركيز أكبر على الوقاية والرعاية الرقمية والكفاءة. وتشتري المستشفيات والتجمعات الأجهزة الطبية والمستهلكات والأدوية وأنظمة المعلومات الصحية وخدمات التشغيل والصيانة والدعم، ما يخلق طلبًا على موردين أكفاء في كل مستويات الرعاية.',
        },
      ],
    },
    {
      heading: {
        en: 'Registration and procurement channels',
        ar: 'التسجيل ومسارات الشراء',
      },
      paragraphs: [
        {
          en: 'Healthcare suppliers face regulatory steps before any tender. Medical devices and medicines generally need Saudi Food and Drug Authority (SFDA) authorisation, and much central purchasing of medicines and medical supplies runs through NUPCO, the national unified procurement company for health. Other requirements are set by the Ministry of Health and individual health entities. We map the route that applies to your products and services.',
          ar: 'يواجه موردو الرعاية الصحية خطوات تنظيمية قبل أي منافسة. فالأجهزة الطبية والأدوية تحتاج عمومًا إلى إذن الهيئة العامة للغذاء والدواء، ويجري كثير من الشراء المركزي للأدوية والمستلزمات الطبية عبر نوبكو، الشركة الوطنية للشراء الموحد للأدوية والأجهزة والمستلزمات الطبية. وتحدد وزارة الصحة والجهات الصحية متطلبات أخرى. نرسم لك المسار الذي ينطبق على منتجاتك وخدماتك.',
        },
      ],
    },
    {
      heading: {
        en: 'What we do for healthcare companies',
        ar: 'ما نقدمه لشركات الرعاية الصحية',
      },
      paragraphs: [
        {
          en: 'Healthcare procurement rewards suppliers who combine clinical credibility with disciplined compliance. We bring both into your proposals, work alongside your regulatory and clinical specialists, and support you through contract delivery so that your first public contract becomes a lasting reference.',
          ar: 'تكافئ المشتريات الصحية الموردين الذين يجمعون بين المصداقية السريرية والامتثال المنضبط. ندمج الاثنين في عروضك، ونعمل إلى جانب مختصيك التنظيميين والسريريين، وندعمك خلال تنفيذ العقد ليصبح عقدك العام الأول مرجعًا دائمًا.',
        },
      ],
      bullets: [
        {
          en: 'SFDA registration planning with your regulatory team',
          ar: 'تخطيط التسجيل لدى الهيئة العامة للغذاء والدواء مع فريقك التنظيمي',
        },
        {
          en: 'Supplier qualification with public health buyers',
          ar: 'تأهيل المورد لدى الجهات الصحية العامة',
        },
        {
          en: 'Tender management for equipment, supply and service contracts',
          ar: 'إدارة منافسات عقود الأجهزة والتوريد والخدمات',
        },
        {
          en: 'Local content and localisation strategies for manufacturers',
          ar: 'استراتيجيات المحتوى المحلي والتوطين الصناعي للمصنّعين',
        },
        {
          en: 'Clinical staffing and Saudization planning for service contracts',
          ar: 'تخطيط الكوادر السريرية والتوطين لعقود الخدمات',
        },
        {
          en: 'PDPL and cybersecurity readiness for health data',
          ar: 'الجاهزية لنظام حماية البيانات الشخصية والأمن السيبراني للبيانات الصحية',
        },
      ],
    },
    {
      heading: {
        en: 'Partners in better care',
        ar: 'شركاء في رعاية أفضل',
      },
      paragraphs: [
        {
          en: 'The companies we support in healthcare share a commitment to patient outcomes. We help international manufacturers find capable local distributors and service partners, and we help Saudi companies scale up to meet the standards of larger public contracts, with the aim of building healthcare capacity in the Kingdom that lasts.',
          ar: 'تشترك الشركات التي ندعمها في الرعاية الصحية في التزامها بنتائج المرضى. نساعد المصنّعين الدوليين على إيجاد موزعين وشركاء خدمة محليين أكفاء، ونساعد الشركات السعودية على النمو لتلبية معايير العقود العامة الأكبر، بهدف بناء قدرات صحية دائمة في المملكة.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'What registration do healthcare suppliers need?',
        ar: 'ما التسجيل الذي يحتاجه موردو الرعاية الصحية؟',
      },
      answer: {
        en: 'Medical devices and medicines need SFDA registration, and every practitioner must be registered and classified by the Saudi Commission for Health Specialties.',
        ar: 'تحتاج الأجهزة الطبية والأدوية إلى التسجيل لدى الهيئة العامة للغذاء والدواء، ويجب أن يُسجَّل كل ممارس ويُصنَّف لدى الهيئة السعودية للتخصصات الصحية.',
      },
    },
    {
      question: {
        en: 'Where do the clinicians come from?',
        ar: 'من أين يأتي الممارسون الصحيون؟',
      },
      answer: {
        en: 'We plan staffing with you early: licensing takes weeks, and tenders ask for named key personnel and a full staffing plan.',
        ar: 'نخطط معك للكوادر مبكرًا: فالترخيص يستغرق أسابيع، والمنافسات تطلب أسماء الكوادر الرئيسية وخطة كوادر كاملة.',
      },
    },
  ],
};
