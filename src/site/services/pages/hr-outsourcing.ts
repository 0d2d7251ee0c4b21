import type { OfferingText } from '../../types';

export const hrOutsourcing: OfferingText = {
  title: {
    en: 'HR Outsourcing Services',
    ar: 'خدمات إسناد الموارد البشرية',
  },
  description: {
    en: 'Recruitment, payroll, GOSI, visas and Nitaqat planning for government contract teams in Saudi Arabia, without building an in-house HR department.',
    ar: 'التوظيف والرواتب والتأمينات الاجتماعية والتأشيرات وتخطيط نطاقات لفرق العقود الحكومية في المملكة، دون بناء إدارة موارد بشرية داخلية.',
  },
  heading: {
    en: 'HR outsourcing for government contract delivery',
    ar: 'إسناد الموارد البشرية لتنفيذ العقود الحكومية',
  },
  intro: {
    en: 'Government contracts are won on paper and delivered by people. We recruit, onboard and administer the team your contract needs, with Saudization and labour compliance built in.',
    ar: 'تُكسب العقود الحكومية على الورق ويُنفذها الناس. نستقطب الفريق الذي يحتاجه عقدك ونهيئه وندير شؤونه، مع الامتثال لمتطلبات التوطين وأنظمة العمل منذ البداية.',
  },
  sections: [
    {
      heading: {
        en: 'Staffing that keeps you eligible',
        ar: 'توظيف يحفظ أهليتك',
      },
      paragraphs: [
        {
          en: 'Saudi government buyers look closely at your workforce. A valid Nitaqat status and a current GOSI certificate are routine requirements at submission, and many contracts set specific Saudization expectations for the delivery team. We plan your headcount against those requirements before you bid, so a winning proposal is never undone by a team you cannot put on the ground.',
          ar: 'تدقق الجهات الحكومية السعودية في قواك العاملة. فالنطاق الساري في نطاقات وشهادة التأمينات الاجتماعية السارية متطلبات معتادة عند التقديم، وكثير من العقود تحدد نسب توطين بعينها لفريق التنفيذ. لذلك نخطط أعداد موظفيك وفق هذه المتطلبات قبل التقديم، حتى لا يضيع عرض فائز بسبب فريق لا تستطيع توفيره على أرض الواقع.',
        },
      ],
    },
    {
      heading: {
        en: 'What we take off your hands',
        ar: 'ما الذي نحمله عنك',
      },
      paragraphs: [
        {
          en: 'Our HR specialists act as your people function in the Kingdom. We handle the administrative load that slows new entrants down and keep every record in order, so your managers can concentrate on delivering the contract and looking after the client.',
          ar: 'يعمل مختصو الموارد البشرية لدينا إدارةً للموارد البشرية لك في المملكة. نتولى العبء الإداري الذي يبطئ الشركات الجديدة، ونحفظ كل السجلات منتظمة، ليتفرغ مديروك لتنفيذ العقد ورعاية العميل.',
        },
      ],
      bullets: [
        {
          en: 'Recruitment of Saudi nationals and international specialists for bid and delivery roles',
          ar: 'استقطاب الكفاءات السعودية والمختصين الدوليين لأدوار العروض والتنفيذ',
        },
        {
          en: 'Employment contracts documented on Qiwa and aligned with the Saudi Labor Law',
          ar: 'عقود عمل موثقة في منصة قوى ومتوافقة مع نظام العمل السعودي',
        },
        {
          en: 'Payroll processing and Wage Protection System submissions',
          ar: 'معالجة الرواتب ورفعها في نظام حماية الأجور',
        },
        {
          en: 'GOSI registration and monthly contributions',
          ar: 'التسجيل في التأمينات الاجتماعية وسداد الاشتراكات الشهرية',
        },
        {
          en: 'Visas, iqamas, work permits and renewals through Muqeem',
          ar: 'التأشيرات والإقامات وتصاريح العمل وتجديدها عبر مقيم',
        },
        {
          en: 'Nitaqat monitoring with early warning before your band changes',
          ar: 'متابعة نطاقات وتنبيه مبكر قبل تغيّر نطاقك',
        },
      ],
    },
    {
      heading: {
        en: 'Building Saudi talent, not just headcount',
        ar: 'بناء الكفاءات السعودية لا مجرد الأعداد',
      },
      paragraphs: [
        {
          en: 'Saudization works best when it is treated as capability building rather than box ticking. We help you design roles, training plans and career paths for Saudi professionals, draw on the support available through national programmes such as the Human Resources Development Fund (HADAF), and document the local talent development that evaluators increasingly expect to see in technical proposals.',
          ar: 'ينجح التوطين حين يُعامل بناءً للقدرات لا استيفاءً للنسب. نساعدك على تصميم الوظائف وخطط التدريب والمسارات المهنية للكفاءات السعودية، والاستفادة من الدعم المتاح عبر البرامج الوطنية مثل صندوق تنمية الموارد البشرية (هدف)، وتوثيق تنمية الكفاءات المحلية التي يتوقع المقيّمون رؤيتها في العروض الفنية بصورة متزايدة.',
        },
      ],
    },
    {
      heading: {
        en: 'Flexible as your contracts change',
        ar: 'مرونة تواكب تغيّر عقودك',
      },
      paragraphs: [
        {
          en: 'Government work arrives in waves. An award can require a mobilised team within weeks, and a completed project can leave roles to wind down carefully and lawfully. Our model scales with you: we can support a single project team, run HR for your whole Saudi entity, or hand over to an internal HR function once you are ready to build one.',
          ar: 'يأتي العمل الحكومي على دفعات. فقد تتطلب الترسية فريقًا جاهزًا خلال أسابيع، وقد يترك مشروع منجز وظائف يجب إنهاؤها بعناية ووفق النظام. ونموذجنا يتوسع معك: يمكننا دعم فريق مشروع واحد، أو إدارة الموارد البشرية لكيانك السعودي كله، أو تسليم المهمة لإدارة داخلية متى كنت مستعدًا لبنائها.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'Why does staffing affect our eligibility?',
        ar: 'لماذا يؤثر التوظيف في أهليتنا؟',
      },
      answer: {
        en: 'Government buyers check your Saudization (Nitaqat) band and GOSI certificate. A hiring plan that slips can make you ineligible for the next tender.',
        ar: 'تتحقق الجهات الحكومية من نطاقك في التوطين (نطاقات) ومن شهادة التأمينات الاجتماعية، وخطة توظيف متعثرة قد تُفقدك الأهلية للمنافسة التالية.',
      },
    },
    {
      question: {
        en: 'Can you recruit for a contract we have not won yet?',
        ar: 'هل يمكنكم التوظيف لعقد لم نفز به بعد؟',
      },
      answer: {
        en: 'Yes. We plan the team your proposal promises, line up candidates, and start hiring once the award is confirmed.',
        ar: 'نعم. نخطط للفريق الذي يعد به عرضك، ونجهّز المرشحين، ونبدأ التوظيف حين تتأكد الترسية.',
      },
    },
    {
      question: {
        en: 'Who employs the staff?',
        ar: 'من جهة التوظيف للموظفين؟',
      },
      answer: {
        en: 'That is agreed per engagement: we can administer your own employees, or provide people through an outsourcing arrangement that fits the contract.',
        ar: 'يُتفق على ذلك في كل تعاون: يمكننا إدارة شؤون موظفيك أنت، أو توفير الكوادر عبر ترتيب إسناد يناسب العقد.',
      },
    },
  ],
};
