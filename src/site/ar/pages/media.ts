import { fileCompany, type Company } from '../../company';
import { pressContactParts } from '../../content-schema';
import { proposalHref } from '../../contact-links';
import { sampleNote } from '../company';
import { headlineFiguresOf } from '../figures';
import type { PageWords } from '../../types';

/** /ar/media (../../pages/media.ts). */
export const mediaPageFor = (company: Company): PageWords => ({
  title: 'المركز الإعلامي',
  description:
    'أخبار واستفسارات صحفية وموارد الهوية من وصلة، الشركة الاستشارية في الرياض التي تساعد الشركات على الفوز بالعقود الحكومية في المملكة.',
  heading: 'المركز الإعلامي',
  intro:
    'أخبار وصلة، وموارد للصحفيين، وإرشادات لاستخدام هويتنا. ويسعد فريق الاتصال لدينا بالمساعدة في المقابلات والاستفسارات الصحفية.',
  hero: {
    eyebrow: 'الإعلام',
    actions: [{ label: 'تواصل مع فريق الاتصال', href: proposalHref('media') }],
  },
  sections: [
    {
      heading: 'الاستفسارات الصحفية',
      paragraphs: [
        'يمكن للصحفيين والمحررين ومنظمي الفعاليات التواصل مع فريق الاتصال لدينا عبر صفحة التواصل، مع ذكر أن الاستفسار إعلامي. يُرجى ذكر مطبوعتك أو جهتك، وموعدك النهائي، والموضوع الذي تود تناوله. نحرص على الرد سريعًا، ويمكننا ترتيب تعليق من قيادتنا.',
        'يستطيع متحدثونا الحديث عن نظام المنافسات والمشتريات الحكومية، ومتطلبات المحتوى المحلي، والتوطين، ودخول الشركات الدولية إلى السوق، ودور الشراكات في المشاريع العامة الكبرى. ولا نعلّق على منافسات بعينها، ولا على قرارات جهات حكومية محددة، ولا على شؤون عملائنا.',
        // Each part isolated left to right (an email or a phone number in Arabic text).
        `جهة التواصل الصحفي: ${pressContactParts(company.press)
          .map((part) => `\u2066${part}\u2069`)
          .join('، ')}${sampleNote(company.press)}.`,
      ],
    },
    {
      kind: 'cards',
      heading: 'الحقيبة الإعلامية',
      intro: 'ما يمكنك استخدامه فورًا، وما يرسله فريق الاتصال عند الطلب.',
      cards: [
        {
          eyebrow: 'تنزيل',
          title: 'شعار وصلة (SVG)',
          body: 'الرمز والاسم بألوان الهوية للخلفيات الفاتحة، ملفًا متجهيًا قابلًا للتكبير.',
          href: '/brand/wasla-logo.svg',
        },
        {
          eyebrow: 'تنزيل',
          title: 'الشعار للخلفيات الداكنة (SVG)',
          body: 'الرمز مع الاسم باللون الأبيض، للصور الداكنة والشرائح بألوان الهوية.',
          href: '/brand/wasla-logo-white.svg',
        },
        {
          eyebrow: 'تنزيل',
          title: 'شعار وصلة (PNG، ‏824 × 280)',
          body: 'الشعار نفسه صورةً بخلفية شفافة، للأدوات التي لا تقبل الملفات المتجهية.',
          href: '/brand/wasla-logo.png',
        },
        {
          eyebrow: 'تنزيل',
          title: 'الرمز وحده (SVG)',
          body: 'الرمز الدائري دون الاسم، لصور الملفات الشخصية والمساحات الصغيرة.',
          href: '/brand/wasla-mark.svg',
        },
        {
          eyebrow: 'تنزيل',
          title: 'بطاقة التواصل الاجتماعي (PNG، ‏1200 × 630)',
          body: 'اسم وصلة وشعارها اللفظي بألوان الهوية، للمقالات وصفحات الفعاليات.',
          href: '/og/wasla-social.png',
        },
        {
          eyebrow: 'عند الطلب',
          title: 'ملفات الطباعة وإرشادات الهوية',
          body: 'شعارات للطباعة، والألوان، وقواعد المساحة المحيطة، يرسلها فريق الاتصال.',
          href: proposalHref('media'),
        },
      ],
    },
    {
      kind: 'posts',
      heading: 'الأخبار والإعلانات',
      intro:
        'أخبار الشركة، ورؤى جديدة، وروايات مجهولة الهوية عن فوز عملائنا بالعقود. ولا تُنشر تفاصيل العملاء إلا بإذنهم.',
      limit: 3,
      more: { label: 'جميع المقالات', href: '/blog' },
    },
    {
      heading: 'استخدام الهوية والشعار',
      paragraphs: [
        'يعرّف اسم وصلة وشعارها بشركتنا، ولا ينبغي استخدامهما إلا للإشارة إلى وصلة بدقة. يُرجى عدم تعديل الشعار أو تغيير ألوانه أو دمجه مع علامات أخرى أو استخدامه بطريقة توحي بتأييد أو شراكة دون موافقتنا الكتابية. وللحصول على ملفات الشعار وإرشادات الهوية، تواصل مع فريق الاتصال.',
      ],
      bullets: [
        'استخدم الشعار بألوانه الأصلية، أو بالأبيض على الخلفيات الداكنة',
        'اترك مساحة خالية حول الشعار، ولا تمطّه أو تقصّه أبدًا',
        'اكتب الاسم «وصلة» بالعربية، و«Wasla» بحرف W كبير بالإنجليزية',
        'استأذنّا قبل استخدام اسمنا في الإعلانات أو مواد الشركاء',
      ],
    },
    {
      kind: 'figures',
      heading: 'وصلة في سطور',
      intro:
        'شركة استشارية في الرياض تساعد المستثمرين والشركات الدولية والشركات السعودية على الفوز بالعقود الحكومية دون بناء فريق داخلي: روح سعودية بعقلية عالمية.',
      figures: headlineFiguresOf(company),
    },
    {
      kind: 'cta',
      heading: 'للتواصل الصحفي',
      body: 'أخبرنا بمطبوعتك وموعدك النهائي والموضوع، ويمكننا ترتيب تعليق من قيادتنا.',
      primary: { label: 'أرسل استفسارًا صحفيًا', href: proposalHref('media') },
      secondary: {
        label: `راسلنا على ${company.press.email}${sampleNote(company.press)}`,
        href: `mailto:${company.press.email}`,
      },
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const mediaPage = mediaPageFor(fileCompany);
