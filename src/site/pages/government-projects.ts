import { marketingFiguresOf } from '../ar/figures';
import { fileCompany, type Company } from '../company';
import { commonLinkTexts } from '../contact-links';
import type { BilingualPage } from '../types';

/** /government-projects: the public-sector demand Wasla helps clients win. */
export const governmentProjectsPageWordsFor = (company: Company): BilingualPage => ({
  title: {
    en: 'Government Projects',
    ar: 'المشاريع الحكومية',
  },
  description: {
    en: 'The Saudi government projects Wasla supports and the lifecycle we manage, from pre-qualification and bidding to award, mobilisation and delivery.',
    ar: 'المشاريع الحكومية السعودية التي تدعمها وصلة ودورة حياتها التي نديرها، من التأهيل المسبق والتقديم إلى الترسية والتجهيز للتنفيذ والتسليم.',
  },
  heading: {
    en: 'Supporting government projects from pre-qualification to delivery',
    ar: 'دعم المشاريع الحكومية من التأهيل المسبق إلى التنفيذ',
  },
  intro: {
    en: 'We support the full range of projects procured by Saudi ministries, authorities, municipalities and other public bodies. Our role spans the whole lifecycle, so nothing falls between bidding and delivery.',
    ar: 'ندعم كل أنواع المشاريع التي تطرحها الوزارات والهيئات والأمانات وسائر الجهات العامة في المملكة. ويمتد دورنا على دورة الحياة كاملة، فلا يضيع شيء بين التقديم والتنفيذ.',
  },
  hero: {
    eyebrow: {
      en: 'Government projects',
      ar: 'المشاريع الحكومية',
    },
    figures: [
      {
        en: company.figures.tenders,
        ar: marketingFiguresOf(company).tenders,
      },
    ],
  },
  sections: [
    {
      kind: 'cards',
      heading: {
        en: 'Types of projects we support',
        ar: 'أنواع المشاريع التي ندعمها',
      },
      intro: {
        en: 'Whether you bid as prime contractor, as a consortium member or as a specialist subcontractor, the way a project is structured shapes how it is tendered, evaluated and delivered.',
        ar: 'سواء تقدمت مقاولًا رئيسيًا أو عضوًا في تحالف أو مقاول باطن متخصصًا، فإن هيكل المشروع يحدد طريقة طرحه وتقييمه وتنفيذه.',
      },
      cards: [
        {
          title: {
            en: 'Supply contracts',
            ar: 'عقود التوريد',
          },
          body: {
            en: 'Equipment, systems and materials delivered to government entities.',
            ar: 'أجهزة وأنظمة ومواد تُورَّد إلى الجهات الحكومية.',
          },
        },
        {
          title: {
            en: 'Service contracts',
            ar: 'عقود الخدمات',
          },
          body: {
            en: 'Operation, maintenance and managed services over several years.',
            ar: 'تشغيل وصيانة وخدمات مُدارة على مدى عدة سنوات.',
          },
        },
        {
          title: {
            en: 'Works contracts',
            ar: 'عقود الأشغال',
          },
          body: {
            en: 'Buildings, infrastructure and fit-out, for classified contractors and their partners.',
            ar: 'مبانٍ وبنية تحتية وتجهيزات داخلية، للمقاولين المصنَّفين وشركائهم.',
          },
        },
        {
          title: {
            en: 'Consulting engagements',
            ar: 'الأعمال الاستشارية',
          },
          body: {
            en: 'Advisory, engineering and professional services, judged on team and method.',
            ar: 'خدمات استشارية وهندسية ومهنية، تُقيَّم وفق الفريق والمنهجية.',
          },
        },
        {
          title: {
            en: 'Framework agreements',
            ar: 'الاتفاقيات الإطارية',
          },
          body: {
            en: 'Repeated purchases over time, under one agreement.',
            ar: 'مشتريات متكررة على مدى زمني، بموجب اتفاقية واحدة.',
          },
        },
        {
          title: {
            en: 'Digital government projects',
            ar: 'مشاريع الحكومة الرقمية',
          },
          body: {
            en: 'Technology projects with cybersecurity and data requirements.',
            ar: 'مشاريع تقنية بمتطلبات للأمن السيبراني والبيانات.',
          },
        },
      ],
    },
    {
      kind: 'steps',
      heading: {
        en: 'The project lifecycle',
        ar: 'دورة حياة المشروع',
      },
      intro: {
        en: 'Every project moves through the same stages under the Government Tenders and Procurement Law. We help clients treat them as one continuous effort.',
        ar: 'يمر كل مشروع بالمراحل نفسها وفق نظام المنافسات والمشتريات الحكومية. ونساعد عملاءنا على التعامل معها جهدًا واحدًا متصلًا.',
      },
      steps: [
        {
          title: {
            en: 'Pre-qualification',
            ar: 'التأهيل المسبق',
          },
          body: {
            en: 'Meeting eligibility and, where required, qualifying with the entity in advance.',
            ar: 'استيفاء متطلبات الأهلية، والتأهل لدى الجهة مسبقًا حيث يُشترط ذلك.',
          },
        },
        {
          title: {
            en: 'Decision',
            ar: 'القرار',
          },
          body: {
            en: 'Reviewing the conditions booklet and deciding whether to bid.',
            ar: 'مراجعة كراسة الشروط والمواصفات وتقرير المشاركة من عدمها.',
          },
        },
        {
          title: {
            en: 'Bid preparation',
            ar: 'إعداد العرض',
          },
          body: {
            en: 'Clarifications, technical and financial offers, guarantees and local content.',
            ar: 'الاستفسارات، والعرضان الفني والمالي، والضمانات، والمحتوى المحلي.',
          },
        },
        {
          title: {
            en: 'Evaluation',
            ar: 'التقييم',
          },
          body: {
            en: 'Submitting on Etimad and responding to the evaluation committee.',
            ar: 'التقديم عبر منصة اعتماد والرد على لجنة الفحص.',
          },
        },
        {
          title: {
            en: 'Award',
            ar: 'الترسية',
          },
          body: {
            en: 'Award notice, final guarantee and contract signature.',
            ar: 'إشعار الترسية، والضمان النهائي، وتوقيع العقد.',
          },
        },
        {
          title: {
            en: 'Delivery',
            ar: 'التنفيذ',
          },
          body: {
            en: 'People, supply chain, compliance, invoicing and reporting.',
            ar: 'الكوادر، وسلسلة الإمداد، والامتثال، والفوترة، والتقارير.',
          },
        },
      ],
    },
    {
      heading: {
        en: 'Pre-qualification and eligibility',
        ar: 'التأهيل المسبق والأهلية',
      },
      paragraphs: [
        {
          en: 'Many projects are decided before the tender opens. Some entities pre-qualify suppliers for larger or specialised contracts, and every competition requires a current set of registrations and certificates. We prepare your company profile, references and documents in advance, so you are ready when the right opportunity is published rather than scrambling against a deadline.',
          ar: 'كثير من المشاريع يُحسم قبل طرح المنافسة. فبعض الجهات تؤهل الموردين مسبقًا للعقود الأكبر أو المتخصصة، وكل منافسة تتطلب مجموعة سارية من التسجيلات والشهادات. نُعدّ ملف شركتك ومراجعك ومستنداتك مسبقًا، لتكون جاهزًا حين تُطرح الفرصة المناسبة بدلًا من السباق مع موعد نهائي.',
        },
      ],
    },
    {
      kind: 'cases',
      heading: {
        en: 'Projects our clients have won',
        ar: 'مشاريع فاز بها عملاؤنا',
      },
      intro: {
        en: 'Figures from our published success stories.',
        ar: 'أرقام من قصص نجاحنا المنشورة.',
      },
      show: {
        limit: 6,
      },
    },
    {
      heading: {
        en: 'Delivery that builds your reputation',
        ar: 'تنفيذ يبني سمعتك',
      },
      paragraphs: [
        {
          en: 'After award, the contract becomes the foundation of your reputation with government buyers. We help you mobilise on time, meet local content and Saudization commitments, invoice correctly through the required channels, manage variations and report progress clearly. A well-delivered project becomes the reference that wins the next one.',
          ar: 'بعد الترسية يصبح العقد أساس سمعتك لدى الجهات الحكومية. نساعدك على التجهيز في الوقت المحدد، والوفاء بالتزامات المحتوى المحلي والتوطين، والفوترة الصحيحة عبر القنوات المطلوبة، وإدارة التغييرات، ورفع تقارير واضحة عن التقدم. فالمشروع المنفَّذ جيدًا يصبح المرجع الذي يفوز بالمشروع التالي.',
        },
      ],
    },
    {
      kind: 'cta',
      heading: {
        en: 'Preparing for a government project?',
        ar: 'تستعد لمشروع حكومي؟',
      },
      body: {
        en: 'Tell us about the project and where you stand. We will tell you what it would take to win it.',
        ar: 'أخبرنا عن المشروع وأين تقف، وسنخبرك بما يتطلبه الفوز به.',
      },
      primary: commonLinkTexts.talkToUs,
      secondary: commonLinkTexts.ourServices,
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const governmentProjectsPageWords = governmentProjectsPageWordsFor(fileCompany);
