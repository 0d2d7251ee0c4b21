import { sampleNote as arabicSampleNote } from '../ar/company';
import { headlineFiguresOf as arabicHeadlineFiguresOf } from '../ar/figures';
import { fileCompany, sampleNote, type Company } from '../company';
import { pressContactParts } from '../content-schema';
import { proposalHref } from '../contact-links';
import { headlineFiguresOf } from '../figures';
import type { BilingualPage } from '../types';

/** /media: press enquiries, the media kit and brand use. */
export const mediaPageWordsFor = (company: Company): BilingualPage => ({
  title: {
    en: 'Media Centre',
    ar: 'المركز الإعلامي',
  },
  description: {
    en: 'News, press enquiries and brand resources from Wasla, the Riyadh consultancy that helps companies win government contracts in Saudi Arabia.',
    ar: 'أخبار واستفسارات صحفية وموارد الهوية من وصلة، الشركة الاستشارية في الرياض التي تساعد الشركات على الفوز بالعقود الحكومية في المملكة.',
  },
  heading: {
    en: 'Media centre',
    ar: 'المركز الإعلامي',
  },
  intro: {
    en: 'News from Wasla, resources for journalists and guidance on using our brand. For interviews and press enquiries, our communications team is happy to help.',
    ar: 'أخبار وصلة، وموارد للصحفيين، وإرشادات لاستخدام هويتنا. ويسعد فريق الاتصال لدينا بالمساعدة في المقابلات والاستفسارات الصحفية.',
  },
  hero: {
    eyebrow: {
      en: 'Media',
      ar: 'الإعلام',
    },
    actions: [
      {
        label: {
          en: 'Contact our communications team',
          ar: 'تواصل مع فريق الاتصال',
        },
        href: proposalHref('media'),
      },
    ],
  },
  sections: [
    {
      heading: {
        en: 'Press enquiries',
        ar: 'الاستفسارات الصحفية',
      },
      paragraphs: [
        {
          en: 'Journalists, editors and event organisers can reach our communications team through the contact page, mentioning that the enquiry comes from the media. Please include your publication or organisation, your deadline and the topic you would like to cover. We aim to respond promptly and can arrange comment from our leadership.',
          ar: 'يمكن للصحفيين والمحررين ومنظمي الفعاليات التواصل مع فريق الاتصال لدينا عبر صفحة التواصل، مع ذكر أن الاستفسار إعلامي. يُرجى ذكر مطبوعتك أو جهتك، وموعدك النهائي، والموضوع الذي تود تناوله. نحرص على الرد سريعًا، ويمكننا ترتيب تعليق من قيادتنا.',
        },
        {
          en: 'Our spokespeople can speak about the Government Tenders and Procurement Law, local content requirements, Saudization, market entry for international firms and the role of partnerships in large public projects. We do not comment on individual tenders, on the decisions of specific government entities or on the affairs of our clients.',
          ar: 'يستطيع متحدثونا الحديث عن نظام المنافسات والمشتريات الحكومية، ومتطلبات المحتوى المحلي، والتوطين، ودخول الشركات الدولية إلى السوق، ودور الشراكات في المشاريع العامة الكبرى. ولا نعلّق على منافسات بعينها، ولا على قرارات جهات حكومية محددة، ولا على شؤون عملائنا.',
        },
        {
          en: `Press contact: ${pressContactParts(company.press).join(', ')}${sampleNote(company.press)}.`,
          ar: `جهة التواصل الصحفي: ${pressContactParts(company.press)
            .map((part) => `\u2066${part}\u2069`)
            .join('، ')}${arabicSampleNote(company.press)}.`,
        },
      ],
    },
    {
      kind: 'cards',
      heading: {
        en: 'Media kit',
        ar: 'الحقيبة الإعلامية',
      },
      intro: {
        en: 'What you can use straight away, and what our communications team sends on request.',
        ar: 'ما يمكنك استخدامه فورًا، وما يرسله فريق الاتصال عند الطلب.',
      },
      cards: [
        {
          eyebrow: {
            en: 'Download',
            ar: 'تنزيل',
          },
          title: {
            en: 'Wasla logo (SVG)',
            ar: 'شعار وصلة (SVG)',
          },
          body: {
            en: 'The mark and name in the brand colours, for light backgrounds, as a scalable vector file.',
            ar: 'الرمز والاسم بألوان الهوية للخلفيات الفاتحة، ملفًا متجهيًا قابلًا للتكبير.',
          },
          href: '/brand/wasla-logo.svg',
        },
        {
          eyebrow: {
            en: 'Download',
            ar: 'تنزيل',
          },
          title: {
            en: 'Logo for dark backgrounds (SVG)',
            ar: 'الشعار للخلفيات الداكنة (SVG)',
          },
          body: {
            en: 'The mark with the name in white, for dark photographs and brand-coloured slides.',
            ar: 'الرمز مع الاسم باللون الأبيض، للصور الداكنة والشرائح بألوان الهوية.',
          },
          href: '/brand/wasla-logo-white.svg',
        },
        {
          eyebrow: {
            en: 'Download',
            ar: 'تنزيل',
          },
          title: {
            en: 'Wasla logo (PNG, 824 × 280)',
            ar: 'شعار وصلة (PNG، ‏824 × 280)',
          },
          body: {
            en: 'The same logo as a transparent image, for tools that do not take vector files.',
            ar: 'الشعار نفسه صورةً بخلفية شفافة، للأدوات التي لا تقبل الملفات المتجهية.',
          },
          href: '/brand/wasla-logo.png',
        },
        {
          eyebrow: {
            en: 'Download',
            ar: 'تنزيل',
          },
          title: {
            en: 'The mark alone (SVG)',
            ar: 'الرمز وحده (SVG)',
          },
          body: {
            en: 'The round mark without the name, for profile pictures and small spaces.',
            ar: 'الرمز الدائري دون الاسم، لصور الملفات الشخصية والمساحات الصغيرة.',
          },
          href: '/brand/wasla-mark.svg',
        },
        {
          eyebrow: {
            en: 'Download',
            ar: 'تنزيل',
          },
          title: {
            en: 'Social card (PNG, 1200 × 630)',
            ar: 'بطاقة التواصل الاجتماعي (PNG، ‏1200 × 630)',
          },
          body: {
            en: 'The Wasla name and tagline on the brand colours, for articles and event pages.',
            ar: 'اسم وصلة وشعارها اللفظي بألوان الهوية، للمقالات وصفحات الفعاليات.',
          },
          href: '/og/wasla-social.png',
        },
        {
          eyebrow: {
            en: 'On request',
            ar: 'عند الطلب',
          },
          title: {
            en: 'Print files and brand guidance',
            ar: 'ملفات الطباعة وإرشادات الهوية',
          },
          body: {
            en: 'Logos for print, colours and clear-space rules, sent by our communications team.',
            ar: 'شعارات للطباعة، والألوان، وقواعد المساحة المحيطة، يرسلها فريق الاتصال.',
          },
          href: proposalHref('media'),
        },
      ],
    },
    {
      kind: 'posts',
      heading: {
        en: 'News and announcements',
        ar: 'الأخبار والإعلانات',
      },
      intro: {
        en: 'Company news, new insights and anonymised accounts of how clients have won contracts. Client details are shared only with their permission.',
        ar: 'أخبار الشركة، ورؤى جديدة، وروايات مجهولة الهوية عن فوز عملائنا بالعقود. ولا تُنشر تفاصيل العملاء إلا بإذنهم.',
      },
      limit: 3,
      more: {
        label: {
          en: 'All articles',
          ar: 'جميع المقالات',
        },
        href: '/blog',
      },
    },
    {
      heading: {
        en: 'Brand and logo use',
        ar: 'استخدام الهوية والشعار',
      },
      paragraphs: [
        {
          en: 'The Wasla name and logo identify our company and should be used only to refer to Wasla accurately. Please do not alter the logo, change its colours, combine it with other marks or use it in a way that suggests endorsement or partnership without our written agreement. For logo files and brand guidance, contact our communications team.',
          ar: 'يعرّف اسم وصلة وشعارها بشركتنا، ولا ينبغي استخدامهما إلا للإشارة إلى وصلة بدقة. يُرجى عدم تعديل الشعار أو تغيير ألوانه أو دمجه مع علامات أخرى أو استخدامه بطريقة توحي بتأييد أو شراكة دون موافقتنا الكتابية. وللحصول على ملفات الشعار وإرشادات الهوية، تواصل مع فريق الاتصال.',
        },
      ],
      bullets: [
        {
          en: 'Use the logo in its original colours, or in white on dark backgrounds',
          ar: 'استخدم الشعار بألوانه الأصلية، أو بالأبيض على الخلفيات الداكنة',
        },
        {
          en: 'Leave clear space around the logo, and never stretch or crop it',
          ar: 'اترك مساحة خالية حول الشعار، ولا تمطّه أو تقصّه أبدًا',
        },
        {
          en: 'Write the name as Wasla, with a capital W',
          ar: 'اكتب الاسم «وصلة» بالعربية، و«Wasla» بحرف W كبير بالإنجليزية',
        },
        {
          en: 'Ask us before using our name in advertising or partner materials',
          ar: 'استأذنّا قبل استخدام اسمنا في الإعلانات أو مواد الشركاء',
        },
      ],
    },
    {
      kind: 'figures',
      heading: {
        en: 'Wasla in brief',
        ar: 'وصلة في سطور',
      },
      intro: {
        en: 'A Riyadh consultancy that helps investors, international firms and Saudi companies win government contracts without building an in-house team.',
        ar: 'شركة استشارية في الرياض تساعد المستثمرين والشركات الدولية والشركات السعودية على الفوز بالعقود الحكومية دون بناء فريق داخلي: روح سعودية بعقلية عالمية.',
      },
      figures: {
        en: headlineFiguresOf(company),
        ar: arabicHeadlineFiguresOf(company),
      },
    },
    {
      kind: 'cta',
      heading: {
        en: 'Contact for journalists',
        ar: 'للتواصل الصحفي',
      },
      body: {
        en: 'Tell us your publication, your deadline and the topic. We can arrange comment from our leadership.',
        ar: 'أخبرنا بمطبوعتك وموعدك النهائي والموضوع، ويمكننا ترتيب تعليق من قيادتنا.',
      },
      primary: {
        label: {
          en: 'Send a press enquiry',
          ar: 'أرسل استفسارًا صحفيًا',
        },
        href: proposalHref('media'),
      },
      secondary: {
        label: {
          en: `Email ${company.press.email}${sampleNote(company.press)}`,
          ar: `راسلنا على ${company.press.email}${arabicSampleNote(company.press)}`,
        },
        href: `mailto:${company.press.email}`,
      },
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const mediaPageWords = mediaPageWordsFor(fileCompany);
