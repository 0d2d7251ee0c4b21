import { offeringsAt } from '../offerings';

/** The overview page; each one's page is at `${servicesPath}/{slug}`. */
export const servicesPath = '/services';

/**
 * Wasla's services, in menu order, in each language: what menus, cards, enquiry topics and the
 * journey show, and the post topics and related services each page links. A service's page words
 * are its module in ./pages/.
 */
export const servicesByLocale = offeringsAt(servicesPath, 'services', [
  {
    slug: 'market-entry',
    name: {
      en: 'Market Entry',
      ar: 'دخول السوق',
    },
    summary: {
      en: 'Licensing, registration and a local set-up that lets you bid on Saudi government work.',
      ar: 'التراخيص والتسجيل وتأسيس كيان محلي يؤهلك للتقدم إلى المنافسات الحكومية السعودية.',
    },
    imageAlt: {
      en: 'An open gateway with a gold path leading through it toward a rising sun',
      ar: 'بوابة مفتوحة يمر عبرها مسار ذهبي نحو شمس مشرقة',
    },
    topics: ['Market Entry', 'Licensing', 'Regional HQ'],
    related: ['compliance-advisory', 'hr-outsourcing', 'joint-venture'],
  },
  {
    slug: 'hr-outsourcing',
    name: {
      en: 'HR Outsourcing',
      ar: 'إسناد الموارد البشرية',
    },
    summary: {
      en: 'Recruitment, payroll and Saudization compliance for the teams that deliver your contracts.',
      ar: 'التوظيف والرواتب والامتثال لمتطلبات التوطين للفرق التي تنفذ عقودك.',
    },
    imageAlt: {
      en: 'A circle of connected figures around a central figure, drawn in teal and gold',
      ar: 'دائرة من الأشخاص المترابطين حول شخص في المنتصف، مرسومة بالأخضر المزرق والذهبي',
    },
    topics: ['HR Outsourcing', 'HR', 'Saudization', 'Nitaqat'],
    related: ['compliance-advisory', 'tender-management', 'market-entry'],
  },
  {
    slug: 'compliance-advisory',
    name: {
      en: 'Compliance Management',
      ar: 'إدارة الامتثال',
    },
    summary: {
      en: 'Certificates, registrations and regulatory obligations kept current, so you never miss a bid.',
      ar: 'شهادات وتسجيلات والتزامات نظامية محدَّثة دائمًا، فلا تفوتك أي منافسة.',
    },
    imageAlt: {
      en: 'A shield with a check mark standing in front of stacked documents and a calendar grid',
      ar: 'درع عليه علامة صح أمام كومة من المستندات وجدول تقويم',
    },
    topics: ['Compliance', 'Tax', 'Licensing', 'E-invoicing'],
    related: ['tender-management', 'financial-services', 'hr-outsourcing'],
  },
  {
    slug: 'tender-management',
    name: {
      en: 'Tender Management',
      ar: 'إدارة المنافسات',
    },
    summary: {
      en: 'Opportunity tracking, proposal writing and Etimad submission, handled by a seasoned bid team.',
      ar: 'رصد الفرص وكتابة العروض والتقديم عبر منصة اعتماد، على يد فريق عروض متمرس.',
    },
    imageAlt: {
      en: 'A proposal document with a gold seal beside a milestone path that ends in a star',
      ar: 'مستند عرض عليه ختم ذهبي بجانب مسار مراحل ينتهي بنجمة',
    },
    topics: ['Tender Management', 'Tendering', 'Proposals', 'Etimad'],
    related: ['compliance-advisory', 'financial-services', 'joint-venture'],
  },
  {
    slug: 'financial-services',
    name: {
      en: 'Financial Services',
      ar: 'الخدمات المالية',
    },
    summary: {
      en: 'Bid pricing, guarantees, e-invoicing and cash-flow planning for the life of a contract.',
      ar: 'تسعير العروض والضمانات والفوترة الإلكترونية وتخطيط التدفق النقدي طوال مدة العقد.',
    },
    imageAlt: {
      en: 'Rising bars and a trend line above a stack of gold coins',
      ar: 'أعمدة صاعدة وخط اتجاه فوق كومة من العملات الذهبية',
    },
    topics: ['Financial Services', 'Finance', 'Tax', 'E-invoicing'],
    related: ['tender-management', 'compliance-advisory', 'joint-venture'],
  },
  {
    slug: 'joint-venture',
    name: {
      en: 'Joint Venture',
      ar: 'المشاريع المشتركة',
    },
    summary: {
      en: 'Partner search, due diligence and consortium structuring for larger government tenders.',
      ar: 'البحث عن الشركاء والعناية الواجبة وهيكلة التحالفات للمنافسات الحكومية الكبرى.',
    },
    imageAlt: {
      en: 'Two interlocking rings, one sand and one gold, with an eight-pointed star where they meet',
      ar: 'حلقتان متشابكتان، رملية وذهبية، تلتقيان عند نجمة ثمانية',
    },
    topics: ['Joint Ventures', 'Local Content'],
    related: ['market-entry', 'tender-management', 'financial-services'],
  },
  {
    slug: 'digital-transformation',
    name: {
      en: 'Digital Transformation',
      ar: 'التحول الرقمي',
    },
    summary: {
      en: 'Modern bid, invoicing and reporting systems, plus a route into digital government programmes.',
      ar: 'أنظمة حديثة للعروض والفوترة والتقارير، ومدخل إلى برامج الحكومة الرقمية.',
    },
    imageAlt: {
      en: 'A dashboard screen linked by circuit lines to a network of glowing nodes',
      ar: 'شاشة لوحة معلومات متصلة بخطوط دوائر إلكترونية بشبكة من العُقد المضيئة',
    },
    topics: ['Digital Transformation', 'E-invoicing', 'Information Technology'],
    related: ['tender-management', 'compliance-advisory', 'financial-services'],
  },
] as const);

/** The English cards: the ones code reads for slugs and addresses. */
export const services = servicesByLocale.en;

export type Service = (typeof services)[number];
export type ServiceSlug = Service['slug'];
