import type { OfferingText } from '../../types';

export const informationTechnology: OfferingText = {
  title: {
    en: 'Information Technology',
    ar: 'تقنية المعلومات',
  },
  description: {
    en: 'Win Saudi government IT contracts for software, cloud, infrastructure and cybersecurity, with proposals that meet DGA, NCA and local content expectations.',
    ar: 'فُز بعقود تقنية المعلومات الحكومية السعودية في البرمجيات والسحابة والبنية التحتية والأمن السيبراني، بعروض تستوفي متطلبات الهيئات والمحتوى المحلي.',
  },
  heading: {
    en: 'Winning government technology contracts in Saudi Arabia',
    ar: 'الفوز بعقود التقنية الحكومية في المملكة',
  },
  intro: {
    en: 'Saudi government entities are among the largest buyers of technology in the region. We help IT companies compete for that demand with proposals that meet the Kingdom’s technical, security and local content expectations.',
    ar: 'الجهات الحكومية السعودية من أكبر مشتري التقنية في المنطقة. نساعد شركات تقنية المعلومات على المنافسة على هذا الطلب بعروض تستوفي متطلبات المملكة الفنية والأمنية ومتطلبات المحتوى المحلي.',
  },
  sections: [
    {
      heading: {
        en: 'The opportunity',
        ar: 'الفرصة',
      },
      paragraphs: [
        {
          en: 'Vision 2030 puts digital government at the centre of public-sector reform. Ministries, authorities and municipalities buy software platforms, data centre capacity, cloud services, networks, managed services and cybersecurity on a continuing basis. Many of these competitions appear on Etimad, and demand ranges from short implementation projects to multi-year managed service and support contracts.',
          ar: 'تضع رؤية 2030 الحكومة الرقمية في قلب إصلاح القطاع العام. فالوزارات والهيئات والأمانات تشتري باستمرار منصات برمجية وسعات مراكز بيانات وخدمات سحابية وشبكات وخدمات مُدارة وحلول أمن سيبراني. ويُطرح كثير من هذه المنافسات على منصة اعتماد، ويمتد الطلب من مشاريع تنفيذ قصيرة إلى عقود خدمات مُدارة ودعم متعددة السنوات.',
        },
      ],
    },
    {
      heading: {
        en: 'What government buyers expect',
        ar: 'ما تتوقعه الجهات الحكومية',
      },
      paragraphs: [
        {
          en: 'Technology tenders carry requirements that go well beyond price and functionality. Evaluators look for evidence that you understand the Kingdom’s regulatory environment, can protect government data and will deliver with real local capability rather than a team flown in for the kick-off meeting.',
          ar: 'تحمل منافسات التقنية متطلبات تتجاوز السعر والوظائف بكثير. فالمقيّمون يبحثون عن دليل على فهمك للبيئة التنظيمية في المملكة، وقدرتك على حماية البيانات الحكومية، وتنفيذك بقدرات محلية حقيقية لا بفريق يصل جوًا لحضور اجتماع الانطلاق.',
        },
      ],
      bullets: [
        {
          en: 'Alignment with Digital Government Authority standards and guidance',
          ar: 'الاتساق مع معايير هيئة الحكومة الرقمية وأدلتها',
        },
        {
          en: 'National Cybersecurity Authority controls, including the Essential Cybersecurity Controls',
          ar: 'ضوابط الهيئة الوطنية للأمن السيبراني، ومنها الضوابط الأساسية للأمن السيبراني',
        },
        {
          en: 'Cloud and data residency requirements for government data',
          ar: 'متطلبات الحوسبة السحابية وتوطين البيانات الحكومية',
        },
        {
          en: 'Personal Data Protection Law compliance wherever personal data is processed',
          ar: 'الامتثال لنظام حماية البيانات الشخصية حيثما عولجت بيانات شخصية',
        },
        {
          en: 'Local content plans, including Saudi talent in the delivery team',
          ar: 'خطط المحتوى المحلي، ومنها الكفاءات السعودية في فريق التنفيذ',
        },
      ],
    },
    {
      heading: {
        en: 'How we help IT firms',
        ar: 'كيف نساعد شركات التقنية',
      },
      paragraphs: [
        {
          en: 'We track technology opportunities across government entities, qualify them against your products and partners, and manage the full bid. Our team turns complex solutions into proposals that evaluators can score easily, coordinates vendor and integrator partnerships, and prepares the security and compliance documentation that technology tenders now routinely demand.',
          ar: 'نرصد فرص التقنية لدى الجهات الحكومية، ونقيّمها وفق منتجاتك وشركائك، وندير المنافسة كاملة. يحوّل فريقنا الحلول المعقدة إلى عروض يسهل على المقيّمين تقييمها، وينسّق الشراكات مع المصنّعين والمكاملين، ويُعدّ وثائق الأمن والامتثال التي باتت منافسات التقنية تطلبها بصورة معتادة.',
        },
      ],
    },
    {
      heading: {
        en: 'Typical engagements',
        ar: 'أعمال نقدمها عادةً',
      },
      paragraphs: [
        {
          en: 'Our technology clients range from international software vendors entering the Kingdom for the first time to Saudi integrators pursuing larger, multi-year contracts. Common engagements include market entry with a first reference project, teaming with a local integrator to meet local content expectations, and ongoing tender management for renewals of managed services.',
          ar: 'يتنوع عملاؤنا في التقنية من مورّدي برمجيات دوليين يدخلون المملكة لأول مرة إلى مكاملين سعوديين يسعون إلى عقود أكبر متعددة السنوات. ومن الأعمال الشائعة: دخول السوق مع أول مشروع مرجعي، والتحالف مع مكامل محلي لاستيفاء متطلبات المحتوى المحلي، والإدارة المستمرة للمنافسات عند تجديد الخدمات المُدارة.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'What do government buyers expect from IT suppliers?',
        ar: 'ما الذي تتوقعه الجهات الحكومية من موردي تقنية المعلومات؟',
      },
      answer: {
        en: 'Proposals that meet national cybersecurity controls, keep data in the Kingdom where required, and show a credible local content plan.',
        ar: 'عروضًا تستوفي الضوابط الوطنية للأمن السيبراني، وتحفظ البيانات داخل المملكة حيث يُشترط ذلك، وتقدم خطة محتوى محلي مقنعة.',
      },
    },
    {
      question: {
        en: 'Does the Regional HQ rule affect technology companies?',
        ar: 'هل تؤثر قاعدة المقرات الإقليمية في شركات التقنية؟',
      },
      answer: {
        en: 'Yes, foreign companies without a regional headquarters in the Kingdom are restricted from most government contracts. We help you plan for it.',
        ar: 'نعم، فالشركات الأجنبية التي ليس لها مقر إقليمي في المملكة مقيّدة في معظم العقود الحكومية. ونساعدك على التخطيط لذلك.',
      },
    },
  ],
};
