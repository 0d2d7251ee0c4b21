import type { OfferingText } from '../../types';

export const jointVenture: OfferingText = {
  title: {
    en: 'Joint Venture Services',
    ar: 'خدمات المشاريع المشتركة',
  },
  description: {
    en: 'Find, vet and structure the right Saudi or international partner for government tenders, from due diligence to consortium agreements and delivery.',
    ar: 'ابحث عن الشريك السعودي أو الدولي المناسب للمنافسات الحكومية وتحقق منه وهيكل الشراكة معه، من العناية الواجبة إلى اتفاقيات التحالف والتنفيذ.',
  },
  heading: {
    en: 'Joint ventures that win government contracts',
    ar: 'مشاريع مشتركة تفوز بالعقود الحكومية',
  },
  intro: {
    en: 'The right partner can open contracts that neither company could win alone. We find, vet and structure partnerships that evaluators trust and that hold up through delivery.',
    ar: 'الشريك المناسب قد يفتح عقودًا لا تستطيع أي من الشركتين الفوز بها وحدها. نبحث عن شراكات يثق بها المقيّمون وتصمد طوال التنفيذ، ونتحقق منها ونهيكلها.',
  },
  sections: [
    {
      heading: {
        en: 'When a partnership makes sense',
        ar: 'متى تكون الشراكة منطقية',
      },
      paragraphs: [
        {
          en: 'Large government projects often require a combination of classifications, track record, local presence and specialist capability that few companies hold alone. A consortium or joint venture lets an international firm contribute technology and experience while a Saudi partner brings local references, workforce and market knowledge. We help you decide whether partnering is the right route or whether you should bid alone.',
          ar: 'تتطلب المشاريع الحكومية الكبيرة غالبًا مزيجًا من التصنيفات والخبرات السابقة والحضور المحلي والقدرات المتخصصة لا تجتمع إلا لقلة من الشركات. ويتيح التحالف أو المشروع المشترك للشركة الدولية أن تسهم بالتقنية والخبرة، ويقدم الشريك السعودي المراجع المحلية والقوى العاملة والمعرفة بالسوق. نساعدك على تقرير ما إذا كانت الشراكة هي المسار الصحيح أم أن عليك التقدم منفردًا.',
        },
      ],
    },
    {
      heading: {
        en: 'Finding and vetting partners',
        ar: 'البحث عن الشركاء والتحقق منهم',
      },
      paragraphs: [
        {
          en: 'Drawing on our team’s years in the Saudi market, we identify candidates whose capabilities, values and financial strength fit yours. Every shortlist comes with the evidence behind it, so you can judge each candidate on facts before the first meeting takes place.',
          ar: 'مستندين إلى سنوات فريقنا في السوق السعودية، نحدد المرشحين الذين تلائم قدراتهم وقيمهم وملاءتهم المالية شركتك. وتأتي كل قائمة مختصرة مع الأدلة التي بُنيت عليها، لتحكم على كل مرشح بالحقائق قبل أول اجتماع.',
        },
      ],
      bullets: [
        {
          en: 'Partner mapping by sector, classification and track record',
          ar: 'حصر الشركاء حسب القطاع والتصنيف والخبرات السابقة',
        },
        {
          en: 'Financial, legal and reputational due diligence',
          ar: 'عناية واجبة مالية وقانونية وفي السمعة',
        },
        {
          en: 'Saudization and local content profile of each candidate',
          ar: 'وضع كل مرشح في التوطين والمحتوى المحلي',
        },
        {
          en: 'Facilitated introductions and structured first meetings',
          ar: 'تعريف ميسَّر واجتماعات أولى منظمة',
        },
      ],
    },
    {
      heading: {
        en: 'Structuring the agreement',
        ar: 'هيكلة الاتفاقية',
      },
      paragraphs: [
        {
          en: 'A good agreement is clear on who does what, who carries which risk and how decisions are made when things get difficult. We work with your legal counsel on teaming agreements, consortium agreements and joint venture companies, covering scope split, liability toward the contracting entity, guarantees, local content contributions, governance and exit, so the partnership is ready to bid and ready to deliver.',
          ar: 'الاتفاقية الجيدة واضحة في من يفعل ماذا، ومن يتحمل أي مخاطر، وكيف تُتخذ القرارات حين تصعب الأمور. نعمل مع مستشارك القانوني على اتفاقيات التعاون واتفاقيات التحالف وشركات المشاريع المشتركة، بما يشمل تقسيم النطاق، والمسؤولية تجاه الجهة المتعاقدة، والضمانات، وإسهامات المحتوى المحلي، والحوكمة، والتخارج، لتكون الشراكة جاهزة للتقديم وجاهزة للتنفيذ.',
        },
      ],
    },
    {
      heading: {
        en: 'Keeping the partnership healthy',
        ar: 'الحفاظ على سلامة الشراكة',
      },
      paragraphs: [
        {
          en: 'Partnerships are tested during delivery, not at signing. We can sit on joint steering committees, run the partnership management office, track the obligations each party has made to the government client and help resolve issues early when interests diverge. The aim is simple: a satisfied client, a profitable contract and partners who want to bid together again.',
          ar: 'تُختبر الشراكات أثناء التنفيذ لا عند التوقيع. يمكننا المشاركة في اللجان التوجيهية المشتركة، وإدارة مكتب إدارة الشراكة، ومتابعة التزامات كل طرف تجاه العميل الحكومي، والمساعدة في حل الخلافات مبكرًا حين تتباين المصالح. والهدف بسيط: عميل راضٍ، وعقد مربح، وشركاء يرغبون في التقدم معًا من جديد.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'When does a joint venture make sense?',
        ar: 'متى يكون المشروع المشترك منطقيًا؟',
      },
      answer: {
        en: 'When a tender needs a classification, references or local presence that one company lacks, and a partner brings it.',
        ar: 'حين تتطلب المنافسة تصنيفًا أو مراجع أو حضورًا محليًا تفتقر إليه شركة واحدة، ويوفره شريك.',
      },
    },
    {
      question: {
        en: 'How do you find a partner?',
        ar: 'كيف تجدون الشريك؟',
      },
      answer: {
        en: 'We search among companies with the strengths the tender needs, check their records and finances, and introduce only those that fit.',
        ar: 'نبحث بين الشركات التي تملك نقاط القوة التي تحتاجها المنافسة، ونراجع سجلاتها وأوضاعها المالية، ولا نعرّفك إلا بمن يناسبك.',
      },
    },
    {
      question: {
        en: 'What does the agreement cover?',
        ar: 'ما الذي تغطيه الاتفاقية؟',
      },
      answer: {
        en: 'Scope, responsibilities, liability, local content, decision-making and what happens if circumstances change, all settled before the bid.',
        ar: 'النطاق والمسؤوليات والالتزامات والمحتوى المحلي وآلية اتخاذ القرار وما يحدث إذا تغيرت الظروف، وكلها تُحسم قبل التقديم.',
      },
    },
  ],
};
