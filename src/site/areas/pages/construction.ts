import type { OfferingText } from '../../types';

export const construction: OfferingText = {
  title: {
    en: 'Construction',
    ar: 'الإنشاءات',
  },
  description: {
    en: 'Qualify for, price and win Saudi government construction tenders, from contractor classification and pre-qualification to guarantees and mobilisation.',
    ar: 'تأهّل للمنافسات الحكومية السعودية في الإنشاءات وسعّرها وفُز بها، من تصنيف المقاولين والتأهيل المسبق إلى الضمانات والتجهيز لبدء التنفيذ.',
  },
  heading: {
    en: 'Government construction contracts in Saudi Arabia',
    ar: 'عقود الإنشاءات الحكومية في المملكة',
  },
  intro: {
    en: 'Public construction in the Kingdom spans schools, hospitals, roads, utilities and landmark developments. We help contractors qualify for, price and win this work, then mobilise to deliver it.',
    ar: 'تمتد الإنشاءات العامة في المملكة من المدارس والمستشفيات إلى الطرق والمرافق والمشاريع الكبرى. نساعد المقاولين على التأهل لهذه الأعمال وتسعيرها والفوز بها، ثم التجهيز لتنفيذها.',
  },
  sections: [
    {
      heading: {
        en: 'A market shaped by Vision 2030',
        ar: 'سوق تشكّلها رؤية 2030',
      },
      paragraphs: [
        {
          en: 'Vision 2030 has driven sustained public investment in infrastructure, housing, social facilities and tourism destinations. Alongside the headline projects, ministries and municipalities tender a steady flow of buildings, roads, utilities and maintenance works. For contractors with the right qualifications, this creates opportunities at every scale, from specialist packages to major main contracts.',
          ar: 'دفعت رؤية 2030 استثمارًا عامًا مستدامًا في البنية التحتية والإسكان والمرافق الاجتماعية والوجهات السياحية. وإلى جانب المشاريع الكبرى، تطرح الوزارات والأمانات تدفقًا منتظمًا من أعمال المباني والطرق والمرافق والصيانة. ويخلق ذلك للمقاولين المؤهلين فرصًا بكل الأحجام، من الحزم المتخصصة إلى العقود الرئيسية الكبرى.',
        },
      ],
    },
    {
      heading: {
        en: 'Qualifying to bid',
        ar: 'التأهل للتقديم',
      },
      paragraphs: [
        {
          en: 'Construction tenders carry some of the most demanding eligibility requirements in government procurement. Contractor classification in the relevant field and grade, a verifiable track record, financial capacity and a credible local workforce are usually expected before your technical offer is even considered. We prepare each of these well ahead of the competitions you are targeting.',
          ar: 'تحمل منافسات الإنشاءات بعضًا من أشد متطلبات الأهلية في المشتريات الحكومية. فتصنيف المقاول في المجال والدرجة المناسبين، وسجل خبرات يمكن التحقق منه، والملاءة المالية، وقوى عاملة محلية مقنعة، كلها متطلبات متوقعة عادةً قبل النظر في عرضك الفني أصلًا. ونُعدّ كلًا منها قبل المنافسات التي تستهدفها بوقت كافٍ.',
        },
      ],
      bullets: [
        {
          en: 'Contractor classification and, where relevant, Saudi Contractors Authority membership',
          ar: 'تصنيف المقاولين، وعضوية الهيئة السعودية للمقاولين حيث يلزم',
        },
        {
          en: 'Pre-qualification submissions and reference projects',
          ar: 'ملفات التأهيل المسبق والمشاريع المرجعية',
        },
        {
          en: 'Saudization planning for site and office teams',
          ar: 'تخطيط التوطين لفرق الموقع والمكتب',
        },
        {
          en: 'Local content plans covering materials, equipment and subcontractors',
          ar: 'خطط المحتوى المحلي للمواد والمعدات ومقاولي الباطن',
        },
      ],
    },
    {
      heading: {
        en: 'Pricing and delivery risk',
        ar: 'التسعير ومخاطر التنفيذ',
      },
      paragraphs: [
        {
          en: 'Construction margins are won or lost at tender stage. We review bills of quantities and specifications, test your pricing for materials, labour and programme risk, and check contract conditions for delay penalties, variation procedures and payment terms. When you win, we help you arrange guarantees, mobilise people and supply chains, and set up reporting that keeps the contracting entity confident.',
          ar: 'تُكسب هوامش الإنشاءات أو تُخسر في مرحلة المنافسة. نراجع جداول الكميات والمواصفات، ونختبر تسعيرك للمواد والعمالة ومخاطر الجدول الزمني، ونفحص شروط العقد من غرامات التأخير وإجراءات التغيير وشروط الدفع. وعند فوزك نساعدك على ترتيب الضمانات، وتجهيز الكوادر وسلاسل الإمداد، وإعداد تقارير تحفظ ثقة الجهة المتعاقدة.',
        },
      ],
    },
    {
      heading: {
        en: 'Partnering for scale',
        ar: 'الشراكة لبلوغ الحجم',
      },
      paragraphs: [
        {
          en: 'Many major public works are best pursued as a consortium. We bring together international contractors, Saudi partners and specialist subcontractors, structure clear agreements between them and present the team to evaluators as a single, coherent delivery organisation. That clarity often decides close competitions, because evaluators want to see exactly who is accountable for each part of the work.',
          ar: 'كثير من الأشغال العامة الكبرى يُنافس عليها الأفضل عبر تحالف. نجمع المقاولين الدوليين والشركاء السعوديين ومقاولي الباطن المتخصصين، ونهيكل اتفاقيات واضحة بينهم، ونقدم الفريق للمقيّمين منظومة تنفيذ واحدة متماسكة. وكثيرًا ما يحسم هذا الوضوح المنافسات المتقاربة، لأن المقيّمين يريدون أن يروا بدقة من المسؤول عن كل جزء من العمل.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'Do we need contractor classification?',
        ar: 'هل نحتاج إلى تصنيف المقاولين؟',
      },
      answer: {
        en: 'Public works usually require a contractor classified in the right field and grade. Partnering with a classified Saudi contractor is a common route while you build your own record.',
        ar: 'تتطلب الأشغال العامة عادةً مقاولًا مصنَّفًا في المجال والدرجة المناسبين. والشراكة مع مقاول سعودي مصنَّف مسار شائع ريثما تبني سجلك الخاص.',
      },
    },
    {
      question: {
        en: 'How do you help with pricing risk?',
        ar: 'كيف تساعدوننا في مخاطر التسعير؟',
      },
      answer: {
        en: 'We review the conditions, quantities and payment terms with you, so the price carries the risks the contract really puts on you.',
        ar: 'نراجع معك الشروط والكميات وشروط الدفع، ليحمل السعر المخاطر التي يضعها العقد عليك فعلًا.',
      },
    },
  ],
};
