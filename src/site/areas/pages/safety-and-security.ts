import type { OfferingText } from '../../types';

export const safetyAndSecurity: OfferingText = {
  title: {
    en: 'Safety and Security',
    ar: 'السلامة والأمن',
  },
  description: {
    en: 'Meet strict licensing and compliance requirements and win Saudi government contracts for security systems, guarding, fire safety and emergency services.',
    ar: 'استوفِ متطلبات الترخيص والامتثال الصارمة وفُز بالعقود الحكومية السعودية لأنظمة الأمن والحراسة والسلامة من الحريق وخدمات الطوارئ.',
  },
  heading: {
    en: 'Safety and security contracts for government clients',
    ar: 'عقود السلامة والأمن للجهات الحكومية',
  },
  intro: {
    en: 'Protecting people, facilities and critical infrastructure is a constant priority for Saudi government entities. We help safety and security companies meet the sector’s strict licensing and compliance demands and win public contracts.',
    ar: 'حماية الأشخاص والمنشآت والبنية التحتية الحيوية أولوية دائمة للجهات الحكومية السعودية. نساعد شركات السلامة والأمن على استيفاء متطلبات الترخيص والامتثال الصارمة في القطاع والفوز بالعقود العامة.',
  },
  sections: [
    {
      heading: {
        en: 'A specialised, regulated market',
        ar: 'سوق متخصصة ومنظمة',
      },
      paragraphs: [
        {
          en: 'Government entities procure surveillance and access control systems, perimeter protection, fire detection and suppression, emergency response, guarding services and industrial safety. Much of this work touches sensitive sites, so licensing, vetting and confidentiality requirements are more demanding than in most sectors, and the rules differ with the type of facility and the authority responsible for it.',
          ar: 'تشتري الجهات الحكومية أنظمة المراقبة والتحكم في الدخول، وحماية المحيط، وكشف الحريق وإطفائه، والاستجابة للطوارئ، وخدمات الحراسة، والسلامة الصناعية. ويمس كثير من هذه الأعمال مواقع حساسة، لذا تكون متطلبات الترخيص والتدقيق الأمني والسرية أشد منها في معظم القطاعات، وتختلف القواعد باختلاف نوع المنشأة والجهة المسؤولة عنها.',
        },
      ],
    },
    {
      heading: {
        en: 'Requirements we help you meet',
        ar: 'متطلبات نساعدك على استيفائها',
      },
      paragraphs: [
        {
          en: 'Our compliance team builds a requirements map for each opportunity and keeps your licences and approvals current, so you can bid with confidence and avoid disqualification on a technicality that has nothing to do with the quality of your solution.',
          ar: 'يبني فريق الامتثال لدينا خريطة متطلبات لكل فرصة ويحافظ على تراخيصك وموافقاتك سارية، لتتقدم بثقة وتتجنب الاستبعاد لسبب شكلي لا علاقة له بجودة حلّك.',
        },
      ],
      bullets: [
        {
          en: 'Licensing for security services and security systems activities',
          ar: 'ترخيص أنشطة الخدمات الأمنية وأنظمة الأمن',
        },
        {
          en: 'Civil Defense approvals for fire and life safety work',
          ar: 'موافقات الدفاع المدني لأعمال السلامة من الحريق وسلامة الأرواح',
        },
        {
          en: 'High Commission for Industrial Security standards at industrial sites',
          ar: 'معايير الهيئة العليا للأمن الصناعي في المواقع الصناعية',
        },
        {
          en: 'National Cybersecurity Authority controls for connected systems',
          ar: 'ضوابط الهيئة الوطنية للأمن السيبراني للأنظمة المتصلة',
        },
        {
          en: 'Saudization rules, including roles reserved for Saudi nationals',
          ar: 'قواعد التوطين، ومنها الوظائف المقصورة على السعوديين',
        },
      ],
    },
    {
      heading: {
        en: 'Winning the work',
        ar: 'الفوز بالعمل',
      },
      paragraphs: [
        {
          en: 'Safety and security tenders reward demonstrable reliability. We help you present certified products, qualified engineers and trained personnel, describe robust operating and escalation procedures, and show how you will protect confidential information throughout the contract. For systems projects, we bring manufacturers, integrators and maintenance providers together into one accountable delivery team.',
          ar: 'تكافئ منافسات السلامة والأمن الموثوقية المثبتة. نساعدك على تقديم منتجات معتمدة ومهندسين مؤهلين وكوادر مدربة، ووصف إجراءات تشغيل وتصعيد متينة، وبيان كيف ستحمي المعلومات السرية طوال العقد. وفي مشاريع الأنظمة نجمع المصنّعين والمكاملين ومقدمي الصيانة في فريق تنفيذ واحد مسؤول.',
        },
      ],
    },
    {
      heading: {
        en: 'Who we support',
        ar: 'من ندعم',
      },
      paragraphs: [
        {
          en: 'We work with international security technology companies entering the Kingdom, Saudi integrators expanding into larger and more complex projects, and safety service providers pursuing multi-year contracts at government buildings, schools, hospitals and public venues. In every case, we focus on the credentials and procedures that evaluators in this sector scrutinise most closely.',
          ar: 'نعمل مع شركات تقنيات الأمن الدولية التي تدخل المملكة، والمكاملين السعوديين الذين يتوسعون نحو مشاريع أكبر وأكثر تعقيدًا، ومقدمي خدمات السلامة الساعين إلى عقود متعددة السنوات في المباني الحكومية والمدارس والمستشفيات والأماكن العامة. وفي كل حالة نركّز على المؤهلات والإجراءات التي يدقق فيها المقيّمون في هذا القطاع أكثر من غيرها.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'Which rules apply to fire and life safety work?',
        ar: 'ما القواعد التي تنطبق على أعمال السلامة من الحريق وسلامة الأرواح؟',
      },
      answer: {
        en: 'The Saudi Building Code, including its fire protection code, and the requirements of the General Directorate of Civil Defense.',
        ar: 'كود البناء السعودي، ومنه كود الحماية من الحرائق، ومتطلبات المديرية العامة للدفاع المدني.',
      },
    },
    {
      question: {
        en: 'Can a foreign safety consultancy work for government buyers?',
        ar: 'هل يمكن لاستشارية سلامة أجنبية العمل لدى الجهات الحكومية؟',
      },
      answer: {
        en: 'Yes, with the right licence and registrations. One of our clients from the UK won a programme for public schools.',
        ar: 'نعم، بالترخيص والتسجيلات المناسبة. وقد فاز أحد عملائنا من المملكة المتحدة ببرنامج للمدارس الحكومية.',
      },
    },
  ],
};
