import type { OfferingText } from '../../types';

export const energy: OfferingText = {
  title: {
    en: 'Energy',
    ar: 'الطاقة',
  },
  description: {
    en: 'Compete for Saudi energy contracts in power, renewables, utilities and efficiency, with credible local content, Saudization and consortium strategies.',
    ar: 'نافس على عقود الطاقة السعودية في الكهرباء والطاقة المتجددة والمرافق والكفاءة، باستراتيجيات مقنعة للمحتوى المحلي والتوطين والتحالفات.',
  },
  heading: {
    en: 'Energy sector contracts in Saudi Arabia',
    ar: 'عقود قطاع الطاقة في المملكة',
  },
  intro: {
    en: 'Saudi Arabia is diversifying its energy mix while expanding power, water and industrial capacity. We help energy companies find their place in public programmes and compete with strong local content credentials.',
    ar: 'تنوّع المملكة مزيج الطاقة لديها وهي توسّع قدرات الكهرباء والمياه والصناعة. نساعد شركات الطاقة على إيجاد مكانها في البرامج العامة والمنافسة بسجل قوي في المحتوى المحلي.',
  },
  sections: [
    {
      heading: {
        en: 'An energy system in transition',
        ar: 'منظومة طاقة في مرحلة انتقال',
      },
      paragraphs: [
        {
          en: 'Vision 2030 and the National Renewable Energy Program have set the Kingdom on a path to a more diverse energy mix, with large-scale solar and wind alongside conventional generation. Utilities, energy efficiency programmes and industrial growth add further demand for engineering, equipment, construction, and operation and maintenance services across the sector.',
          ar: 'وضعت رؤية 2030 والبرنامج الوطني للطاقة المتجددة المملكة على طريق مزيج طاقة أكثر تنوعًا، بمشاريع شمسية ورياح واسعة النطاق إلى جانب التوليد التقليدي. وتضيف المرافق وبرامج كفاءة الطاقة والنمو الصناعي طلبًا إضافيًا على خدمات الهندسة والمعدات والإنشاء والتشغيل والصيانة في القطاع كله.',
        },
      ],
    },
    {
      heading: {
        en: 'How energy work is procured',
        ar: 'كيف تُشترى أعمال الطاقة',
      },
      paragraphs: [
        {
          en: 'Energy procurement runs through several channels. Renewable independent power projects are competed through the Saudi Power Procurement Company, ministries and utilities run their own tenders, and large state-linked companies operate supplier qualification programmes with strong local content expectations. Knowing which channel applies, and what each one values, is the first step toward a winning strategy.',
          ar: 'تمر مشتريات الطاقة عبر قنوات عدة. فمشاريع الطاقة المتجددة للمنتجين المستقلين تُطرح عبر الشركة السعودية لشراء الطاقة، وتطرح الوزارات والمرافق منافساتها الخاصة، وتدير الشركات الكبرى المرتبطة بالدولة برامج لتأهيل الموردين بمتطلبات قوية للمحتوى المحلي. ومعرفة القناة المنطبقة وما تقدّره كل منها هي الخطوة الأولى نحو استراتيجية فائزة.',
        },
      ],
    },
    {
      heading: {
        en: 'How we help energy companies',
        ar: 'كيف نساعد شركات الطاقة',
      },
      paragraphs: [
        {
          en: 'We focus on credible, deliverable commitments, because energy buyers check local content and workforce pledges throughout the life of a contract, not only at award. Every plan we help you submit is one your team can actually carry out on site.',
          ar: 'نركّز على التزامات مقنعة وقابلة للتنفيذ، لأن مشتري الطاقة يتحققون من تعهدات المحتوى المحلي والقوى العاملة طوال عمر العقد لا عند الترسية فقط. وكل خطة نساعدك على تقديمها خطة يستطيع فريقك تنفيذها فعلًا في الموقع.',
        },
      ],
      bullets: [
        {
          en: 'Opportunity mapping across government and state-linked buyers',
          ar: 'حصر الفرص لدى الجهات الحكومية والجهات المرتبطة بالدولة',
        },
        {
          en: 'Vendor registration and supplier qualification',
          ar: 'تسجيل الموردين وتأهيلهم',
        },
        {
          en: 'Local content strategies, including in-Kingdom manufacturing and services',
          ar: 'استراتيجيات المحتوى المحلي، ومنها التصنيع والخدمات داخل المملكة',
        },
        {
          en: 'Consortium building with developers, contractors and local partners',
          ar: 'بناء التحالفات مع المطورين والمقاولين والشركاء المحليين',
        },
        {
          en: 'Tender management and compliance for equipment and service contracts',
          ar: 'إدارة المنافسات والامتثال لعقود المعدات والخدمات',
        },
        {
          en: 'Saudization and workforce planning for field operations',
          ar: 'التوطين وتخطيط القوى العاملة للعمليات الميدانية',
        },
      ],
    },
    {
      heading: {
        en: 'Building for the long term',
        ar: 'البناء للمدى الطويل',
      },
      paragraphs: [
        {
          en: 'Energy assets run for decades, and so do the relationships behind them. We help clients establish a lasting Saudi presence, develop local supply chains and Saudi talent, and move from single projects to a sustained role in the Kingdom’s energy transformation, with a reputation that opens doors to the next programme.',
          ar: 'تعمل أصول الطاقة لعقود، وكذلك العلاقات التي تقف خلفها. نساعد عملاءنا على تأسيس حضور سعودي دائم، وتطوير سلاسل الإمداد المحلية والكفاءات السعودية، والانتقال من مشاريع منفردة إلى دور مستدام في تحول الطاقة في المملكة، بسمعة تفتح الأبواب للبرنامج التالي.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'How is energy work procured?',
        ar: 'كيف تُشترى أعمال الطاقة؟',
      },
      answer: {
        en: 'Through government tenders on Etimad, and through the programmes of energy companies and utilities, each with its own qualification rules.',
        ar: 'عبر المنافسات الحكومية على منصة اعتماد، وعبر برامج شركات الطاقة والمرافق، ولكل منها قواعد تأهيل خاصة.',
      },
    },
    {
      question: {
        en: 'Why does local content matter so much in energy?',
        ar: 'لماذا يهم المحتوى المحلي كثيرًا في الطاقة؟',
      },
      answer: {
        en: 'Energy programmes weigh local content heavily. A plan built on Saudi suppliers and people can decide the award.',
        ar: 'تمنح برامج الطاقة المحتوى المحلي وزنًا كبيرًا، وقد تحسم خطة مبنية على موردين وكوادر سعوديين الترسية.',
      },
    },
  ],
};
