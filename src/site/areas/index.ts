import { offeringsAt } from '../offerings';

/** The overview page; each one's page is at `${areasPath}/{slug}`. */
export const areasPath = '/area-of-focus';

/**
 * Wasla's areas of focus, in menu order, in each language: what menus, cards and enquiry topics
 * show, and the post topics and related areas each page links. An area's page words are its
 * module in ./pages/.
 */
export const areasByLocale = offeringsAt(areasPath, 'areas', [
  {
    slug: 'information-technology',
    name: {
      en: 'Information Technology',
      ar: 'تقنية المعلومات',
    },
    summary: {
      en: 'Software, infrastructure, cloud and cybersecurity tenders across Saudi government entities.',
      ar: 'منافسات البرمجيات والبنية التحتية والحوسبة السحابية والأمن السيبراني لدى الجهات الحكومية.',
    },
    imageAlt: {
      en: 'Server racks with gold status lights connected by circuit lines to a cloud',
      ar: 'خزائن خوادم بأضواء ذهبية متصلة بخطوط دوائر إلكترونية بسحابة',
    },
    topics: ['Information Technology', 'Digital Transformation', 'Regional HQ'],
    related: ['consultancy', 'safety-and-security', 'operation-and-maintenance'],
  },
  {
    slug: 'construction',
    name: {
      en: 'Construction',
      ar: 'الإنشاءات',
    },
    summary: {
      en: 'Buildings, infrastructure and public works tenders, from classification to mobilisation.',
      ar: 'منافسات المباني والبنية التحتية والأشغال العامة، من التصنيف إلى التجهيز للتنفيذ.',
    },
    imageAlt: {
      en: 'A tower crane lifting a gold block onto rising teal buildings under a pale sun',
      ar: 'رافعة برجية ترفع كتلة ذهبية فوق مبانٍ صاعدة تحت شمس باهتة',
    },
    topics: ['Construction', 'Joint Ventures'],
    related: ['operation-and-maintenance', 'energy', 'consultancy'],
  },
  {
    slug: 'operation-and-maintenance',
    name: {
      en: 'Operation and Maintenance',
      ar: 'التشغيل والصيانة',
    },
    summary: {
      en: 'Facility management, asset maintenance and operations contracts for government sites.',
      ar: 'عقود إدارة المرافق وصيانة الأصول والتشغيل للمواقع الحكومية.',
    },
    imageAlt: {
      en: 'Two interlocking gears and a gold wrench on a dark teal background',
      ar: 'ترسان متشابكان ومفتاح ربط ذهبي على خلفية داكنة',
    },
    topics: ['Operation and Maintenance', 'Nitaqat'],
    related: ['construction', 'healthcare', 'safety-and-security'],
  },
  {
    slug: 'consultancy',
    name: {
      en: 'Consultancy',
      ar: 'الاستشارات',
    },
    summary: {
      en: 'Advisory, engineering and professional services contracts with ministries and authorities.',
      ar: 'عقود الخدمات الاستشارية والهندسية والمهنية مع الوزارات والهيئات.',
    },
    imageAlt: {
      en: 'Two overlapping speech bubbles with a light bulb and a rising line chart',
      ar: 'فقاعتا حوار متداخلتان مع مصباح ورسم بياني صاعد',
    },
    topics: ['Procurement', 'Proposals'],
    related: ['information-technology', 'construction', 'healthcare'],
  },
  {
    slug: 'healthcare',
    name: {
      en: 'Healthcare',
      ar: 'الرعاية الصحية',
    },
    summary: {
      en: 'Medical supplies, equipment, health IT and hospital services for public health buyers.',
      ar: 'المستلزمات والأجهزة الطبية وتقنية المعلومات الصحية وخدمات المستشفيات للجهات الصحية العامة.',
    },
    imageAlt: {
      en: 'A rounded medical cross inside a circle crossed by a gold heartbeat line',
      ar: 'صليب طبي مستدير داخل دائرة يعبرها خط نبض ذهبي',
    },
    topics: ['Healthcare', 'HR Outsourcing', 'Saudization'],
    related: ['operation-and-maintenance', 'information-technology', 'consultancy'],
  },
  {
    slug: 'safety-and-security',
    name: {
      en: 'Safety and Security',
      ar: 'السلامة والأمن',
    },
    summary: {
      en: 'Security systems, guarding, fire and life safety and emergency services for public sites.',
      ar: 'أنظمة الأمن والحراسة والسلامة من الحريق وخدمات الطوارئ للمواقع العامة.',
    },
    imageAlt: {
      en: 'A shield with a keyhole at the centre of concentric radar arcs, watched by a camera',
      ar: 'درع في وسطه ثقب مفتاح داخل أقواس رادار متحدة المركز تراقبه كاميرا',
    },
    topics: ['Safety and Security', 'Compliance'],
    related: ['operation-and-maintenance', 'information-technology', 'construction'],
  },
  {
    slug: 'energy',
    name: {
      en: 'Energy',
      ar: 'الطاقة',
    },
    summary: {
      en: 'Power, renewables, utilities and energy efficiency contracts with public-sector buyers.',
      ar: 'عقود الكهرباء والطاقة المتجددة والمرافق وكفاءة الطاقة مع جهات القطاع العام.',
    },
    imageAlt: {
      en: 'A gold sun above wind turbines and rows of solar panels on sand dunes',
      ar: 'شمس ذهبية فوق توربينات رياح وصفوف من الألواح الشمسية على كثبان رملية',
    },
    topics: ['Energy', 'Local Content', 'Financial Services'],
    related: ['construction', 'operation-and-maintenance', 'consultancy'],
  },
] as const);

/** The English cards: the ones code reads for slugs and addresses. */
export const areas = areasByLocale.en;

export type Area = (typeof areas)[number];
export type AreaSlug = Area['slug'];
