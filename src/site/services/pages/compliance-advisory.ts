import type { OfferingText } from '../../types';

export const complianceAdvisory: OfferingText = {
  title: {
    en: 'Compliance Management',
    ar: 'إدارة الامتثال',
  },
  description: {
    en: 'Keep your Saudi registrations, certificates and regulatory obligations current, from Etimad and ZATCA to Nitaqat, local content and the PDPL.',
    ar: 'حافظ على تسجيلاتك وشهاداتك والتزاماتك النظامية في المملكة سارية، من منصة اعتماد وهيئة الزكاة والضريبة والجمارك إلى نطاقات والمحتوى المحلي.',
  },
  heading: {
    en: 'Compliance management for Saudi government suppliers',
    ar: 'إدارة الامتثال لموردي الجهات الحكومية السعودية',
  },
  intro: {
    en: 'Staying eligible for government work means keeping many registrations, certificates and obligations current at once. We manage that calendar for you and flag risks before they cost you a bid.',
    ar: 'البقاء مؤهلًا للعمل الحكومي يعني إبقاء تسجيلات وشهادات والتزامات كثيرة سارية في آن واحد. ندير هذا التقويم عنك، وننبهك إلى المخاطر قبل أن تكلفك منافسة.',
  },
  sections: [
    {
      heading: {
        en: 'Eligibility is a moving target',
        ar: 'الأهلية هدف متحرك',
      },
      paragraphs: [
        {
          en: 'A tender can be lost before evaluation begins because a certificate expired the week before submission. Commercial registration, Chamber of Commerce membership, Zakat and tax certificates, GOSI and Saudization certificates, and your Etimad profile all follow their own renewal cycles. We track each one, renew on time and keep a ready set of current documents for every submission.',
          ar: 'قد تُخسر منافسة قبل أن يبدأ التقييم لأن شهادة انتهت قبل التقديم بأسبوع. فالسجل التجاري وعضوية الغرفة التجارية وشهادتا الزكاة والضريبة وشهادتا التأمينات الاجتماعية والتوطين وملفك على منصة اعتماد، لكل منها دورة تجديد خاصة. نتابع كلًا منها ونجدده في وقته، ونحتفظ لك بمجموعة جاهزة من المستندات السارية لكل تقديم.',
        },
      ],
    },
    {
      heading: {
        en: 'The rules we help you navigate',
        ar: 'الأنظمة التي نساعدك في التعامل معها',
      },
      paragraphs: [
        {
          en: 'Our advisers translate each requirement into plain actions with clear owners, and we keep a record of what was done and when. That record is exactly what auditors, partners and contracting entities ask for when they review a supplier or a contract.',
          ar: 'يحوّل مستشارونا كل متطلب إلى إجراءات واضحة لكل منها مسؤول محدد، ونحتفظ بسجل لما أُنجز ومتى. وهذا السجل هو ما يطلبه المدققون والشركاء والجهات المتعاقدة عند مراجعة مورّد أو عقد.',
        },
      ],
      bullets: [
        {
          en: 'The Government Tenders and Procurement Law and its Implementing Regulations',
          ar: 'نظام المنافسات والمشتريات الحكومية ولائحته التنفيذية',
        },
        {
          en: 'Local content requirements and price preferences administered by the Local Content and Government Procurement Authority (LCGPA)',
          ar: 'متطلبات المحتوى المحلي والأفضلية السعرية التي تديرها هيئة المحتوى المحلي والمشتريات الحكومية',
        },
        {
          en: 'ZATCA obligations for Zakat, VAT and e-invoicing',
          ar: 'التزامات الزكاة وضريبة القيمة المضافة والفوترة الإلكترونية لدى هيئة الزكاة والضريبة والجمارك',
        },
        {
          en: 'Nitaqat and the Saudi Labor Law',
          ar: 'نطاقات ونظام العمل السعودي',
        },
        {
          en: 'The Personal Data Protection Law (PDPL) for projects that handle personal data',
          ar: 'نظام حماية البيانات الشخصية للمشاريع التي تعالج بيانات شخصية',
        },
        {
          en: 'National Cybersecurity Authority controls for technology and data projects',
          ar: 'ضوابط الهيئة الوطنية للأمن السيبراني لمشاريع التقنية والبيانات',
        },
      ],
    },
    {
      heading: {
        en: 'Compliance during delivery',
        ar: 'الامتثال أثناء التنفيذ',
      },
      paragraphs: [
        {
          en: 'Winning is only the start. Once a contract is signed, obligations continue: local content commitments, Saudization in the project team, invoicing through the required channels and reporting to the contracting entity. We set up a simple compliance register for each contract and review it with you regularly, so variation orders, renewals and final acceptance are not delayed by avoidable gaps.',
          ar: 'الفوز ليس إلا البداية. فبعد توقيع العقد تستمر الالتزامات: تعهدات المحتوى المحلي، والتوطين في فريق المشروع، والفوترة عبر القنوات المطلوبة، ورفع التقارير إلى الجهة المتعاقدة. نعدّ لكل عقد سجل امتثال بسيطًا ونراجعه معك بانتظام، حتى لا تتأخر أوامر التغيير والتجديدات والاستلام النهائي بسبب ثغرات يمكن تجنبها.',
        },
      ],
    },
    {
      heading: {
        en: 'Integrity by design',
        ar: 'النزاهة من التصميم',
      },
      paragraphs: [
        {
          en: 'Saudi Arabia takes procurement integrity seriously, and so do we. We help you put in place conflict-of-interest declarations, gift and hospitality rules, and clear controls over who communicates with government entities during a competition. Clean processes protect your reputation, and they make it easier for buyers to choose you with confidence.',
          ar: 'تولي المملكة نزاهة المشتريات عناية كبيرة، ونحن كذلك. نساعدك على اعتماد إقرارات تعارض المصالح، وقواعد الهدايا والضيافة، وضوابط واضحة لمن يتواصل مع الجهات الحكومية أثناء المنافسة. فالإجراءات النظيفة تحمي سمعتك، وتسهّل على الجهات اختيارك بثقة.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'Which certificates do government tenders ask for?',
        ar: 'ما الشهادات التي تطلبها المنافسات الحكومية؟',
      },
      answer: {
        en: 'Usually your commercial registration, Zakat, GOSI, Chamber of Commerce and Saudization certificates, plus any licence or classification your sector requires.',
        ar: 'عادةً السجل التجاري وشهادات الزكاة والتأمينات الاجتماعية والغرفة التجارية والتوطين، إضافة إلى أي ترخيص أو تصنيف يتطلبه قطاعك.',
      },
    },
    {
      question: {
        en: 'What happens if a certificate expires during a bid?',
        ar: 'ماذا يحدث إذا انتهت شهادة أثناء المنافسة؟',
      },
      answer: {
        en: 'The offer can be excluded. We keep a calendar of every renewal with a named owner, and check every document before submission.',
        ar: 'قد يُستبعد العرض. لذلك نحتفظ بتقويم لكل تجديد بمسؤول محدد، ونفحص كل مستند قبل التقديم.',
      },
    },
    {
      question: {
        en: 'Does compliance stop once we win?',
        ar: 'هل ينتهي الامتثال بعد الفوز؟',
      },
      answer: {
        en: 'No. Local content, Saudization, invoicing and reporting commitments run through the contract, and we help you meet them.',
        ar: 'لا. فالتزامات المحتوى المحلي والتوطين والفوترة ورفع التقارير تمتد طوال العقد، ونساعدك على الوفاء بها.',
      },
    },
  ],
};
