import type { OfferingText } from '../../types';

export const operationAndMaintenance: OfferingText = {
  title: {
    en: 'Operation and Maintenance',
    ar: 'التشغيل والصيانة',
  },
  description: {
    en: 'Win and deliver long-term operation and maintenance contracts for Saudi government buildings, hospitals, campuses, utilities and infrastructure.',
    ar: 'فُز بعقود التشغيل والصيانة طويلة الأجل ونفّذها للمباني الحكومية السعودية والمستشفيات والمجمعات التعليمية والمرافق والبنية التحتية.',
  },
  heading: {
    en: 'Operation and maintenance contracts for public assets',
    ar: 'عقود التشغيل والصيانة للأصول العامة',
  },
  intro: {
    en: 'Every hospital, campus, road network and government building must be run and maintained for decades. We help operators win and deliver the long-term contracts that keep public assets working.',
    ar: 'كل مستشفى ومجمع تعليمي وشبكة طرق ومبنى حكومي يحتاج إلى تشغيل وصيانة لعقود. نساعد المشغّلين على الفوز بالعقود طويلة الأجل التي تحافظ على عمل الأصول العامة وتنفيذها.',
  },
  sections: [
    {
      heading: {
        en: 'Long-term contracts, steady demand',
        ar: 'عقود طويلة الأجل وطلب مستقر',
      },
      paragraphs: [
        {
          en: 'Operation and maintenance contracts cover everything from facility management of government buildings to the upkeep of roads, utilities, medical equipment and specialised plant. They often run for several years, are renewed through fresh competitions and form the backbone of a stable government portfolio. Contracting entities are also paying growing attention to performance, energy efficiency and asset life.',
          ar: 'تغطي عقود التشغيل والصيانة كل شيء من إدارة مرافق المباني الحكومية إلى صيانة الطرق والمرافق والأجهزة الطبية والمعدات المتخصصة. وتمتد غالبًا لعدة سنوات، وتُجدَّد عبر منافسات جديدة، وتشكّل عماد محفظة حكومية مستقرة. كما تولي الجهات المتعاقدة اهتمامًا متزايدًا للأداء وكفاءة الطاقة وعمر الأصول.',
        },
      ],
    },
    {
      heading: {
        en: 'Where these bids are won',
        ar: 'أين تُحسم هذه المنافسات',
      },
      paragraphs: [
        {
          en: 'O&M tenders are workforce-intensive, so evaluators look closely at how you will staff, supervise and measure the service. Price matters, but a credible plan for people and performance usually decides the outcome, particularly when you are replacing an incumbent operator.',
          ar: 'منافسات التشغيل والصيانة كثيفة العمالة، لذا يدقق المقيّمون في طريقة توفيرك للكوادر والإشراف عليها وقياس الخدمة. للسعر أهميته، لكن الخطة المقنعة للكوادر والأداء هي التي تحسم النتيجة عادةً، خاصة حين تحل محل مشغّل قائم.',
        },
      ],
      bullets: [
        {
          en: 'Manpower plans that meet Saudization expectations',
          ar: 'خطط قوى عاملة تستوفي متطلبات التوطين',
        },
        {
          en: 'Mobilisation and transition plans from the incumbent operator',
          ar: 'خطط التجهيز والانتقال من المشغّل القائم',
        },
        {
          en: 'Service levels and key performance indicators',
          ar: 'مستويات الخدمة ومؤشرات الأداء الرئيسية',
        },
        {
          en: 'Spare parts, tools and local supply chains',
          ar: 'قطع الغيار والأدوات وسلاسل الإمداد المحلية',
        },
        {
          en: 'Health, safety and environmental management',
          ar: 'إدارة الصحة والسلامة والبيئة',
        },
      ],
    },
    {
      heading: {
        en: 'Delivering the contract',
        ar: 'تنفيذ العقد',
      },
      paragraphs: [
        {
          en: 'Margins in O&M depend on disciplined delivery. We help you recruit and administer large teams through our HR outsourcing service, set up maintenance management systems, report performance to the contracting entity and handle variation orders when the scope changes. A strong delivery record also becomes your best evidence when the contract comes up for renewal.',
          ar: 'تعتمد الهوامش في التشغيل والصيانة على تنفيذ منضبط. نساعدك على استقطاب الفرق الكبيرة وإدارة شؤونها عبر خدمة إسناد الموارد البشرية، وإعداد أنظمة إدارة الصيانة، ورفع تقارير الأداء إلى الجهة المتعاقدة، والتعامل مع أوامر التغيير حين يتغير النطاق. ويصبح سجل التنفيذ القوي أفضل دليل لك حين يحين تجديد العقد.',
        },
      ],
    },
    {
      heading: {
        en: 'Who we work with',
        ar: 'مع من نعمل',
      },
      paragraphs: [
        {
          en: 'We support international facility management firms establishing a Saudi presence, local operators growing into larger and more technical contracts, and equipment manufacturers offering maintenance and lifecycle services for assets they have supplied to government entities. Each brings different strengths, and we shape the bid strategy and partnerships around them.',
          ar: 'ندعم شركات إدارة المرافق الدولية التي تؤسس حضورها في المملكة، والمشغّلين المحليين الذين ينمون نحو عقود أكبر وأكثر تخصصًا، ومصنّعي المعدات الذين يقدمون خدمات الصيانة ودورة الحياة لأصول وردوها للجهات الحكومية. ولكل منهم نقاط قوة مختلفة، نبني حولها استراتيجية المنافسة والشراكات.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'How are operation and maintenance bids judged?',
        ar: 'كيف تُقيَّم عروض التشغيل والصيانة؟',
      },
      answer: {
        en: 'On method, staffing and evidence of performance: maintenance schedules, response times, staffing by site and shift, and reporting.',
        ar: 'وفق المنهجية والكوادر وأدلة الأداء: جداول الصيانة، وأزمنة الاستجابة، والكوادر لكل موقع ووردية، والتقارير.',
      },
    },
    {
      question: {
        en: 'Can a subcontractor bid in its own name?',
        ar: 'هل يمكن لمقاول الباطن التقدم باسمه؟',
      },
      answer: {
        en: 'Yes, once its eligibility, documents and proposals are in order. One of our clients made that move after three lost bids.',
        ar: 'نعم، متى اكتملت أهليته ومستنداته وعروضه. وقد خطا أحد عملائنا هذه الخطوة بعد ثلاث منافسات لم يوفَّق فيها.',
      },
    },
  ],
};
