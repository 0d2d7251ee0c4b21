import { proposalHref } from '../contact-links';
import type { BilingualPage } from '../types';

/** /partners: the kinds of partner Wasla works with and how. */
export const partnersPageWords: BilingualPage = {
  title: {
    en: 'Partners',
    ar: 'شركاؤنا',
  },
  description: {
    en: 'Wasla’s partner programme for Saudi companies and international firms: alliances that help our clients win and deliver Saudi government contracts.',
    ar: 'برنامج شركاء وصلة للشركات السعودية والشركات الدولية: تحالفات تساعد عملاءنا على الفوز بالعقود الحكومية السعودية وتنفيذها بنجاح وثقة.',
  },
  heading: {
    en: 'Partnerships that strengthen every bid',
    ar: 'شراكات تقوّي كل عرض',
  },
  intro: {
    en: 'Government contracts are rarely won alone. Our partner programme brings together trusted Saudi companies and international specialists who help our clients bid, deliver and grow.',
    ar: 'نادرًا ما يُفاز بالعقود الحكومية منفردًا. يجمع برنامج شركائنا شركات سعودية موثوقة ومختصين دوليين يساعدون عملاءنا على التقديم والتنفيذ والنمو.',
  },
  hero: {
    eyebrow: {
      en: 'Partners',
      ar: 'الشركاء',
    },
    actions: [
      {
        label: {
          en: 'Become a partner',
          ar: 'كن شريكًا',
        },
        href: proposalHref('partnership'),
      },
    ],
  },
  sections: [
    {
      kind: 'partners',
      heading: {
        en: 'Who we partner with',
        ar: 'مع من نتشارك',
      },
      intro: {
        en: 'Kinds of partner, not a list of names: each partnership is confidential until a bid makes it public.',
        ar: 'أنواع من الشركاء لا قائمة أسماء: كل شراكة تبقى سرية حتى تعلنها منافسة.',
      },
      partners: [
        {
          name: {
            en: 'Saudi contractors and integrators',
            ar: 'المقاولون والمكاملون السعوديون',
          },
          brings: {
            en: 'Classifications, local references, workforce and site strength for works and systems contracts.',
            ar: 'التصنيفات والمراجع المحلية والقوى العاملة والقدرة الميدانية لعقود الأشغال والأنظمة.',
          },
          examples: [
            {
              en: 'Classified contractors',
              ar: 'مقاولون مصنَّفون',
            },
            {
              en: 'Systems integrators',
              ar: 'مكاملو أنظمة',
            },
            {
              en: 'Facility operators',
              ar: 'مشغّلو مرافق',
            },
          ],
        },
        {
          name: {
            en: 'Distributors and suppliers',
            ar: 'الموزعون والموردون',
          },
          brings: {
            en: 'Saudi-made products and supply chains that lift a bid’s local content.',
            ar: 'منتجات مصنوعة في المملكة وسلاسل إمداد ترفع المحتوى المحلي في العرض.',
          },
          examples: [
            {
              en: 'Local manufacturers',
              ar: 'مصنّعون محليون',
            },
            {
              en: 'Authorised distributors',
              ar: 'موزعون معتمدون',
            },
          ],
        },
        {
          name: {
            en: 'Professional firms',
            ar: 'الشركات المهنية',
          },
          brings: {
            en: 'Legal, audit, tax and engineering services that a bid or a new entity needs.',
            ar: 'الخدمات القانونية والمراجعة والضرائب والهندسة التي يحتاجها عرض أو كيان جديد.',
          },
          examples: [
            {
              en: 'Law firms',
              ar: 'مكاتب محاماة',
            },
            {
              en: 'Audit and tax advisers',
              ar: 'مستشارو مراجعة وضرائب',
            },
            {
              en: 'Engineering offices',
              ar: 'مكاتب هندسية',
            },
          ],
        },
        {
          name: {
            en: 'International specialists',
            ar: 'المختصون الدوليون',
          },
          brings: {
            en: 'Technology, methods and expertise from abroad, for companies looking for a route into the Kingdom.',
            ar: 'التقنية والمناهج والخبرة من الخارج، للشركات التي تبحث عن طريق إلى المملكة.',
          },
          examples: [
            {
              en: 'UAE',
              ar: 'الإمارات',
            },
            {
              en: 'United Kingdom',
              ar: 'المملكة المتحدة',
            },
            {
              en: 'United States',
              ar: 'الولايات المتحدة',
            },
            {
              en: 'Greece',
              ar: 'اليونان',
            },
          ],
        },
        {
          name: {
            en: 'Service providers',
            ar: 'مقدمو الخدمات',
          },
          brings: {
            en: 'The operating services that keep a Saudi entity and its contracts running.',
            ar: 'الخدمات التشغيلية التي تُبقي الكيان السعودي وعقوده في حركة دائمة.',
          },
          examples: [
            {
              en: 'Government relations',
              ar: 'العلاقات الحكومية',
            },
            {
              en: 'Recruitment',
              ar: 'التوظيف',
            },
            {
              en: 'Banking introductions',
              ar: 'التعريف بالبنوك',
            },
          ],
        },
      ],
    },
    {
      kind: 'prose',
      heading: {
        en: 'International alliances',
        ar: 'تحالفات دولية',
      },
      paragraphs: [
        {
          en: 'Our international alliances connect us with firms in the countries our clients come from, including the UAE, the UK, the US and Greece. Through them we meet specialist companies looking for a route into the Kingdom, and we give Saudi clients access to technology, methods and expertise from abroad. Every alliance rests on shared standards of quality and integrity.',
          ar: 'تربطنا تحالفاتنا الدولية بشركات في الدول التي يأتي منها عملاؤنا، ومنها الإمارات والمملكة المتحدة والولايات المتحدة واليونان. ومن خلالها نلتقي شركات متخصصة تبحث عن طريق إلى المملكة، ونتيح لعملائنا السعوديين الوصول إلى التقنية والمناهج والخبرة من الخارج. وتقوم كل تحالفاتنا على معايير مشتركة للجودة والنزاهة.',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: {
        en: 'What partners can expect',
        ar: 'ما الذي يمكن أن يتوقعه الشركاء',
      },
      intro: {
        en: 'We treat partners as we treat clients: with clarity, respect and confidentiality. Each partnership is documented before a bid begins.',
        ar: 'نعامل الشركاء كما نعامل العملاء: بوضوح واحترام وسرية. وتُوثَّق كل شراكة قبل بدء أي منافسة.',
      },
      items: [
        {
          en: 'Introductions to well-prepared clients with clearly defined opportunities',
          ar: 'تعريف بعملاء مستعدين جيدًا وفرص محددة بوضوح',
        },
        {
          en: 'Teaming, consortium or subcontract agreements in place before any bid',
          ar: 'اتفاقيات تعاون أو تحالف أو تعاقد من الباطن قبل أي منافسة',
        },
        {
          en: 'Fair recognition of each party’s contribution in proposals',
          ar: 'إبراز عادل لإسهام كل طرف في العروض',
        },
        {
          en: 'Support with compliance, local content and Saudization documentation',
          ar: 'دعم في وثائق الامتثال والمحتوى المحلي والتوطين',
        },
        {
          en: 'A single point of contact at Wasla for each opportunity',
          ar: 'جهة تواصل واحدة في وصلة لكل فرصة',
        },
      ],
    },
    {
      kind: 'steps',
      heading: {
        en: 'How to become a partner',
        ar: 'كيف تصبح شريكًا',
      },
      steps: [
        {
          title: {
            en: 'Tell us about you',
            ar: 'عرّفنا بنفسك',
          },
          body: {
            en: 'Your company, your sectors and your experience with government clients, through the contact page.',
            ar: 'شركتك وقطاعاتك وخبرتك مع العملاء الحكوميين، عبر صفحة التواصل.',
          },
        },
        {
          title: {
            en: 'Introductory meeting',
            ar: 'اجتماع تعارف',
          },
          body: {
            en: 'We meet to understand your strengths and the opportunities you are after.',
            ar: 'نلتقي لفهم نقاط قوتك والفرص التي تسعى إليها.',
          },
        },
        {
          title: {
            en: 'Due diligence',
            ar: 'العناية الواجبة',
          },
          body: {
            en: 'Proportionate checks of your records, references and standing.',
            ar: 'فحص متناسب لسجلاتك ومراجعك ومكانتك.',
          },
        },
        {
          title: {
            en: 'Working together',
            ar: 'العمل معًا',
          },
          body: {
            en: 'If there is a good fit, we agree how we will work together on future opportunities.',
            ar: 'إن كان التوافق جيدًا، نتفق على طريقة عملنا معًا في الفرص القادمة.',
          },
        },
      ],
    },
    {
      kind: 'cta',
      heading: {
        en: 'Partnership starts with a conversation',
        ar: 'الشراكة تبدأ بمحادثة',
      },
      body: {
        en: 'Send us a short description of your company and the work you do.',
        ar: 'أرسل إلينا وصفًا موجزًا لشركتك والأعمال التي تقوم بها.',
      },
      primary: {
        label: {
          en: 'Become a partner',
          ar: 'كن شريكًا',
        },
        href: proposalHref('partnership'),
      },
    },
  ],
};
