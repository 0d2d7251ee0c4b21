import type { OfferingText } from '../../types';

export const marketEntry: OfferingText = {
  title: {
    en: 'Market Entry Services',
    ar: 'خدمات دخول السوق',
  },
  description: {
    en: 'Enter Saudi Arabia ready to bid: MISA licensing, commercial registration, Etimad onboarding and a local set-up designed for government contracts.',
    ar: 'ادخل السوق السعودية جاهزًا للمنافسة: ترخيص وزارة الاستثمار، والسجل التجاري، والتسجيل في منصة اعتماد، وتأسيس محلي مصمم للعقود الحكومية.',
  },
  heading: {
    en: 'Market entry built for government contracts',
    ar: 'دخول السوق مصمَّم للعقود الحكومية',
  },
  intro: {
    en: 'We take international firms and investors from a first conversation to a licensed, registered entity that can bid on Saudi government tenders. You stay focused on the opportunity while we handle the route in.',
    ar: 'ننقل الشركات الدولية والمستثمرين من المحادثة الأولى إلى كيان مرخَّص ومسجَّل يستطيع التقدم إلى المنافسات الحكومية السعودية. تبقى أنت مركّزًا على الفرصة، ونتولى نحن طريق الدخول.',
  },
  sections: [
    {
      heading: {
        en: 'Why government work changes the entry plan',
        ar: 'لماذا يغيّر العمل الحكومي خطة الدخول',
      },
      paragraphs: [
        {
          en: 'Setting up in the Kingdom to sell to private buyers and setting up to win public contracts are different projects. Government buyers check your licensed activities, commercial registration, Zakat and GOSI certificates and Saudization status before they read a word of your technical offer. We design your entry around those checks from day one, so the entity you create is eligible for the tenders you actually want.',
          ar: 'التأسيس في المملكة للبيع للقطاع الخاص يختلف عن التأسيس للفوز بالعقود الحكومية. فالجهات الحكومية تتحقق من أنشطتك المرخَّصة وسجلك التجاري وشهادتي الزكاة والتأمينات الاجتماعية ووضعك في التوطين قبل أن تقرأ كلمة من عرضك الفني. لذلك نصمم دخولك حول هذه المتطلبات منذ اليوم الأول، ليكون الكيان الذي تؤسسه مؤهلًا للمنافسات التي تستهدفها فعلًا.',
        },
        {
          en: 'Structure matters too. Policies such as the Regional Headquarters programme, which steers government entities toward international companies with a regional base in the Kingdom, can shape whether you need a branch, a subsidiary or a regional office. We explain the trade-offs plainly and recommend a structure that fits your sector, your appetite for risk and the contracts on your pipeline.',
          ar: 'والهيكل القانوني مهم كذلك. فسياسات مثل برنامج المقرات الإقليمية، الذي يوجّه الجهات الحكومية نحو الشركات الدولية التي لها مقر إقليمي في المملكة، قد تحدد حاجتك إلى فرع أو شركة تابعة أو مكتب إقليمي. نشرح لك المفاضلات بوضوح، ونوصي بهيكل يناسب قطاعك ومدى تقبّلك للمخاطر والعقود التي تستهدفها.',
        },
      ],
    },
    {
      heading: {
        en: 'What we handle for you',
        ar: 'ما الذي نتولاه عنك',
      },
      paragraphs: [
        {
          en: 'Our team runs the process end to end and coordinates with each authority on your behalf, so you are not managing a dozen parallel applications from abroad. You receive one plan, one point of contact and regular updates on every step, with the documents you need collected and prepared in the right order.',
          ar: 'يدير فريقنا العملية كاملة وينسّق مع كل جهة نيابةً عنك، فلا تضطر إلى متابعة عشرات الطلبات المتوازية من الخارج. تحصل على خطة واحدة وجهة تواصل واحدة وتحديثات منتظمة عن كل خطوة، مع جمع المستندات اللازمة وتجهيزها بالترتيب الصحيح.',
        },
      ],
      bullets: [
        {
          en: 'Choice of legal structure: branch, limited liability company or joint venture',
          ar: 'اختيار الكيان القانوني: فرع أو شركة ذات مسؤولية محدودة أو مشروع مشترك',
        },
        {
          en: 'Ministry of Investment (MISA) licence application and activity selection',
          ar: 'طلب ترخيص وزارة الاستثمار واختيار الأنشطة',
        },
        {
          en: 'Commercial registration, Chamber of Commerce membership and national address',
          ar: 'السجل التجاري وعضوية الغرفة التجارية والعنوان الوطني',
        },
        {
          en: 'ZATCA registration for Zakat, VAT and e-invoicing',
          ar: 'التسجيل لدى هيئة الزكاة والضريبة والجمارك للزكاة وضريبة القيمة المضافة والفوترة الإلكترونية',
        },
        {
          en: 'GOSI, Qiwa and Muqeem set-up for your first hires',
          ar: 'تجهيز حسابات التأمينات الاجتماعية وقوى ومقيم لأول موظفيك',
        },
        {
          en: 'Supplier registration and a complete company profile on the Etimad portal',
          ar: 'تسجيل المورّد وإعداد ملف الشركة كاملًا على منصة اعتماد',
        },
        {
          en: 'Bank account opening and introductions to trusted local advisers',
          ar: 'فتح الحساب البنكي والتعريف بمستشارين محليين موثوقين',
        },
      ],
    },
    {
      heading: {
        en: 'A phased programme',
        ar: 'برنامج على مراحل',
      },
      paragraphs: [
        {
          en: 'We work in three phases. Discovery confirms which government buyers and procurement routes match your capabilities and what eligibility they demand. Establishment delivers the licences, registrations and first local hires. Activation puts you on Etimad, builds your bid library and takes you into your first competitions with a realistic view of timelines, local content expectations and the evidence evaluators will ask for.',
          ar: 'نعمل على ثلاث مراحل: مرحلة الاستكشاف تحدد الجهات الحكومية ومسارات الشراء المناسبة لقدراتك ومتطلبات الأهلية لكل منها، ومرحلة التأسيس تُنجز التراخيص والتسجيلات وأول التعيينات المحلية، ومرحلة التفعيل تسجّلك على منصة اعتماد وتبني مكتبة عروضك وتُدخلك أولى منافساتك بتصور واقعي للجداول الزمنية ومتطلبات المحتوى المحلي والإثباتات التي سيطلبها المقيّمون.',
        },
      ],
    },
    {
      heading: {
        en: 'Who it suits',
        ar: 'لمن تناسب هذه الخدمة',
      },
      paragraphs: [
        {
          en: 'Market Entry suits international companies with a proven product or service and no Saudi presence yet, investors building a platform to serve public-sector demand, and regional firms expanding from elsewhere in the Gulf. Many of our clients are based abroad, so we know the questions head offices ask and answer them before they become delays.',
          ar: 'تناسب خدمة دخول السوق الشركات الدولية التي تملك منتجًا أو خدمة مجرَّبة وليس لها حضور في المملكة بعد، والمستثمرين الذين يبنون منصة لخدمة طلب القطاع العام، والشركات الإقليمية التي تتوسع من دول الخليج الأخرى. كثير من عملائنا مقيمون في الخارج، لذلك نعرف الأسئلة التي تطرحها المقرات الرئيسية ونجيب عنها قبل أن تتحول إلى تأخير.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'Do we need a Saudi entity before we can bid?',
        ar: 'هل نحتاج إلى كيان سعودي قبل أن نتقدم إلى المنافسات؟',
      },
      answer: {
        en: 'To bid in your own name, yes: buyers check your licence, commercial registration and certificates. A joint venture with a Saudi partner can let you compete while your own set-up progresses.',
        ar: 'نعم إن أردت التقدم باسمك، فالجهات تتحقق من ترخيصك وسجلك التجاري وشهاداتك. ويمكن لمشروع مشترك مع شريك سعودي أن يتيح لك المنافسة ريثما يكتمل تأسيسك.',
      },
    },
    {
      question: {
        en: 'Branch, limited liability company or joint venture?',
        ar: 'فرع أم شركة ذات مسؤولية محدودة أم مشروع مشترك؟',
      },
      answer: {
        en: 'It depends on your sector, the contracts on your pipeline and rules such as the Regional Headquarters programme. We set out the trade-offs plainly and recommend one.',
        ar: 'يعتمد ذلك على قطاعك والعقود التي تستهدفها وأنظمة مثل برنامج المقرات الإقليمية. نعرض عليك المفاضلات بوضوح ونوصي بأحدها.',
      },
    },
    {
      question: {
        en: 'Can you handle the process while we are abroad?',
        ar: 'هل يمكنكم إنجاز الإجراءات ونحن خارج المملكة؟',
      },
      answer: {
        en: 'Yes. We coordinate with each authority on your behalf, collect documents in the right order and report progress to you at every step.',
        ar: 'نعم. ننسّق مع كل جهة نيابةً عنك، ونجمع المستندات بالترتيب الصحيح، ونطلعك على التقدم في كل خطوة.',
      },
    },
  ],
};
