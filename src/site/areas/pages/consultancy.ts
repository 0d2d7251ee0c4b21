import type { OfferingText } from '../../types';

export const consultancy: OfferingText = {
  title: {
    en: 'Consultancy',
    ar: 'الاستشارات',
  },
  description: {
    en: 'Compete for Saudi government consulting, engineering and advisory contracts with strong methodology, the right experts and credible knowledge transfer.',
    ar: 'نافس على عقود الاستشارات والهندسة والخدمات المهنية لدى الجهات الحكومية السعودية بمنهجية قوية وخبراء مناسبين ونقل معرفة مقنع.',
  },
  heading: {
    en: 'Consultancy contracts with Saudi government entities',
    ar: 'عقود الاستشارات مع الجهات الحكومية السعودية',
  },
  intro: {
    en: 'Government entities rely on consultants for strategy, engineering design, supervision and programme management. We help professional services firms compete for that work and deliver it in a way that builds local capability.',
    ar: 'تعتمد الجهات الحكومية على الاستشاريين في الاستراتيجية والتصميم الهندسي والإشراف وإدارة البرامج. نساعد شركات الخدمات المهنية على المنافسة على هذه الأعمال وتنفيذها بطريقة تبني القدرات المحلية.',
  },
  sections: [
    {
      heading: {
        en: 'Demand for expertise',
        ar: 'طلب على الخبرة',
      },
      paragraphs: [
        {
          en: 'The pace of reform under Vision 2030 has created heavy demand for advisory and professional services: strategy and transformation, programme management offices, engineering design and supervision, financial and legal advice, and specialist studies. Government policy also encourages knowledge transfer and the growth of Saudi consulting capacity, which shapes how these contracts are evaluated.',
          ar: 'أوجدت وتيرة الإصلاح في ظل رؤية 2030 طلبًا كبيرًا على الخدمات الاستشارية والمهنية: الاستراتيجية والتحول، ومكاتب إدارة البرامج، والتصميم الهندسي والإشراف، والاستشارات المالية والقانونية، والدراسات المتخصصة. كما تشجع السياسات الحكومية نقل المعرفة ونمو القدرات الاستشارية السعودية، وهو ما يؤثر في طريقة تقييم هذه العقود.',
        },
      ],
    },
    {
      heading: {
        en: 'How consultancy tenders are judged',
        ar: 'كيف تُقيَّم منافسات الاستشارات',
      },
      paragraphs: [
        {
          en: 'For consulting services, technical quality usually carries significant weight alongside price. Evaluators examine your methodology, team composition, relevant experience and the credentials of the experts you name, and they expect the proposal to reflect the entity’s own objectives rather than a standard offer.',
          ar: 'في الخدمات الاستشارية تحمل الجودة الفنية عادةً وزنًا كبيرًا إلى جانب السعر. فالمقيّمون يفحصون منهجيتك وتشكيل فريقك وخبراتك ذات الصلة ومؤهلات الخبراء الذين تسميهم، ويتوقعون أن يعكس العرض أهداف الجهة نفسها لا عرضًا نمطيًا.',
        },
      ],
      bullets: [
        {
          en: 'Methodology and work plans tailored to the entity’s objectives',
          ar: 'منهجية وخطط عمل مصممة وفق أهداف الجهة',
        },
        {
          en: 'CVs of key experts that match the terms of reference',
          ar: 'سير ذاتية للخبراء الرئيسيين تطابق الشروط المرجعية',
        },
        {
          en: 'Saudi consultants in meaningful, visible roles',
          ar: 'استشاريون سعوديون في أدوار فعلية وظاهرة',
        },
        {
          en: 'Knowledge transfer and capability building plans',
          ar: 'خطط لنقل المعرفة وبناء القدرات',
        },
        {
          en: 'Clear deliverables, milestones and governance',
          ar: 'مخرجات ومراحل وحوكمة واضحة',
        },
      ],
    },
    {
      heading: {
        en: 'How we help',
        ar: 'كيف نساعد',
      },
      paragraphs: [
        {
          en: 'We understand what government clients mean when they write terms of reference, because our founders have worked on both sides of the table. We help consultancies choose the right opportunities, shape a credible team, write methodology that speaks to the evaluation criteria and rehearse for presentations. For international firms, we also advise on entity set-up and local partnerships.',
          ar: 'نفهم ما تقصده الجهات الحكومية حين تكتب الشروط المرجعية، لأن مؤسسينا عملوا على جانبي الطاولة. نساعد الشركات الاستشارية على اختيار الفرص المناسبة، وتشكيل فريق مقنع، وكتابة منهجية تخاطب معايير التقييم، والتدرب على العروض التقديمية. وللشركات الدولية نقدم المشورة أيضًا في تأسيس الكيان والشراكات المحلية.',
        },
      ],
    },
    {
      heading: {
        en: 'Delivering with credibility',
        ar: 'التنفيذ بمصداقية',
      },
      paragraphs: [
        {
          en: 'Consulting contracts are judged on outcomes long after the final report is submitted. We help you set up sound engagement governance, keep deliverables aligned with the contract, manage the acceptance of each milestone and document the Saudi capability you have built, all of which strengthens your reputation with the next government client.',
          ar: 'تُقيَّم عقود الاستشارات بنتائجها بعد تسليم التقرير النهائي بوقت طويل. نساعدك على إرساء حوكمة سليمة للمشروع، وإبقاء المخرجات متسقة مع العقد، وإدارة قبول كل مرحلة، وتوثيق القدرات السعودية التي بنيتها، وكل ذلك يعزز سمعتك لدى العميل الحكومي التالي.',
        },
      ],
    },
  ],
  faq: [
    {
      question: {
        en: 'How are consultancy tenders evaluated?',
        ar: 'كيف تُقيَّم منافسات الاستشارات؟',
      },
      answer: {
        en: 'Mostly on the team, the method and relevant experience, with price weighed alongside. Named experts and their CVs matter.',
        ar: 'في الغالب وفق الفريق والمنهجية والخبرة ذات الصلة، مع وزن السعر إلى جانبها. وللخبراء المسمَّين وسيرهم الذاتية أهمية كبيرة.',
      },
    },
    {
      question: {
        en: 'Do engineering consultants need to register?',
        ar: 'هل يلزم المهندسين الاستشاريين التسجيل؟',
      },
      answer: {
        en: 'Yes: engineering consultancy is a regulated profession, and firms and engineers register with the Saudi Council of Engineers.',
        ar: 'نعم: الاستشارات الهندسية مهنة منظمة، وتسجّل الشركات والمهندسون لدى الهيئة السعودية للمهندسين.',
      },
    },
  ],
};
