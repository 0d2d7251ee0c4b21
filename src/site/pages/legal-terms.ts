import type { BilingualPage } from '../types';

/** What both legal pages are: a document under the Legal eyebrow, with an "On this page" table of contents. */
export const legalDocument = {
  hero: { eyebrow: { en: 'Legal', ar: 'الشؤون القانونية' } },
  tableOfContents: true,
} as const;

/** /legal/terms: the terms of use. */
export const termsPageWords: BilingualPage = {
  title: {
    en: 'Terms of Use',
    ar: 'شروط الاستخدام',
  },
  description: {
    en: 'The terms that govern your use of the Wasla website and visitor accounts, including acceptable use, content, liability and Saudi governing law.',
    ar: 'الشروط التي تنظم استخدامك لموقع وصلة وحسابات الزوار، ومنها الاستخدام المقبول والمحتوى والمسؤولية والأنظمة السعودية الحاكمة لهذه الشروط.',
  },
  heading: {
    en: 'Terms of use',
    ar: 'شروط الاستخدام',
  },
  intro: {
    en: 'These terms govern your use of the Wasla website and of any account you create on it. By using the site, you agree to them.',
    ar: 'تنظم هذه الشروط استخدامك لموقع وصلة ولأي حساب تنشئه فيه. وباستخدامك الموقع فإنك توافق عليها.',
  },
  ...legalDocument,
  sections: [
    {
      heading: {
        en: 'About these terms',
        ar: 'عن هذه الشروط',
      },
      paragraphs: [
        {
          en: 'This website is operated by Wasla, a consultancy based in Riyadh, Kingdom of Saudi Arabia. These terms apply to every visitor and to every account holder. If you do not agree with them, please do not use the site. We may update these terms from time to time, and the version published on this page applies from the date it is posted.',
          ar: 'تدير هذا الموقع وصلة، وهي شركة استشارية مقرها الرياض في المملكة العربية السعودية. وتسري هذه الشروط على كل زائر وكل صاحب حساب. فإن لم توافق عليها، فيُرجى عدم استخدام الموقع. وقد نحدّث هذه الشروط من حين لآخر، وتسري النسخة المنشورة في هذه الصفحة من تاريخ نشرها.',
        },
      ],
    },
    {
      heading: {
        en: 'Using the website',
        ar: 'استخدام الموقع',
      },
      paragraphs: [
        {
          en: 'You may browse the site, read its content and share links to it for personal or business purposes. You must not use the site in any way that is unlawful, that could damage or disrupt it, or that interferes with anyone else’s use of it. In particular, you must not engage in any of the following.',
          ar: 'يحق لك تصفح الموقع وقراءة محتواه ومشاركة روابطه لأغراض شخصية أو تجارية. ولا يجوز لك استخدام الموقع بأي طريقة غير نظامية، أو قد تلحق به ضررًا أو تعطله، أو تعيق استخدام غيرك له. ولا يجوز لك على وجه الخصوص القيام بأي مما يلي.',
        },
      ],
      bullets: [
        {
          en: 'Attempting to gain unauthorised access to the site, its servers or other users’ accounts',
          ar: 'محاولة الوصول غير المصرح به إلى الموقع أو خوادمه أو حسابات المستخدمين الآخرين',
        },
        {
          en: 'Introducing malicious code, or running automated scraping that burdens the service',
          ar: 'إدخال شيفرات خبيثة، أو تشغيل استخراج آلي للبيانات يثقل الخدمة',
        },
        {
          en: 'Submitting false, misleading or offensive information',
          ar: 'تقديم معلومات كاذبة أو مضللة أو مسيئة',
        },
        {
          en: 'Using the site to send unsolicited advertising',
          ar: 'استخدام الموقع لإرسال إعلانات غير مرغوب فيها',
        },
      ],
    },
    {
      heading: {
        en: 'Your account',
        ar: 'حسابك',
      },
      paragraphs: [
        {
          en: 'To create an account, you provide details such as your name, email address, company and phone number, and choose a password. You are responsible for keeping your password confidential and for activity under your account. Please give accurate information and keep it up to date from your profile page.',
          ar: 'لإنشاء حساب، تقدم بيانات مثل اسمك وبريدك الإلكتروني وشركتك ورقم هاتفك، وتختار كلمة مرور. وأنت مسؤول عن الحفاظ على سرية كلمة مرورك وعن النشاط الذي يجري من خلال حسابك. يُرجى تقديم معلومات دقيقة وتحديثها من صفحة ملفك الشخصي.',
        },
        {
          en: 'You may delete your account at any time from your profile page. We may suspend or close an account that breaches these terms or that we reasonably believe is being misused, and where appropriate we will tell you why. Closing an account does not affect rights or obligations that arose before it was closed.',
          ar: 'يمكنك حذف حسابك في أي وقت من صفحة ملفك الشخصي. ويحق لنا تعليق أو إغلاق حساب يخالف هذه الشروط أو نعتقد بشكل معقول أنه يُساء استخدامه، وسنخبرك بالسبب حيثما كان ذلك مناسبًا. ولا يؤثر إغلاق الحساب في الحقوق أو الالتزامات التي نشأت قبل إغلاقه.',
        },
      ],
    },
    {
      heading: {
        en: 'Information, not advice',
        ar: 'معلومات لا استشارات',
      },
      paragraphs: [
        {
          en: 'The content on this site, including articles and success stories, is general information about Saudi government contracting. It is not legal, tax, financial or other professional advice, and it may not reflect the latest regulatory changes. Take advice on your own circumstances before acting. Our consulting services are provided only under a separate written agreement with Wasla.',
          ar: 'المحتوى المنشور في هذا الموقع، بما فيه المقالات وقصص النجاح، معلومات عامة عن التعاقد الحكومي السعودي. وهو ليس استشارة قانونية أو ضريبية أو مالية أو مهنية، وقد لا يعكس أحدث التغييرات التنظيمية. فاستشر مختصًا في ظروفك قبل أن تتخذ أي إجراء. ولا نقدم خدماتنا الاستشارية إلا بموجب اتفاقية مكتوبة مستقلة مع وصلة.',
        },
      ],
    },
    {
      heading: {
        en: 'Intellectual property',
        ar: 'الملكية الفكرية',
      },
      paragraphs: [
        {
          en: 'The site and its content, including text, illustrations and the Wasla name and logo, are owned by Wasla or used with permission, and are protected by applicable intellectual property laws. You may view and print pages for your own reference, but you may not copy, adapt, republish or use our content or brand for commercial purposes without our prior written consent.',
          ar: 'الموقع ومحتواه، بما في ذلك النصوص والرسوم واسم وصلة وشعارها، مملوكة لوصلة أو مستخدمة بإذن، ومحمية بأنظمة الملكية الفكرية المعمول بها. يمكنك عرض الصفحات وطباعتها للرجوع إليها بنفسك، لكن لا يجوز لك نسخ محتوانا أو هويتنا أو تعديلهما أو إعادة نشرهما أو استخدامهما لأغراض تجارية دون موافقتنا الكتابية المسبقة.',
        },
      ],
    },
    {
      heading: {
        en: 'Links to other websites',
        ar: 'روابط لمواقع أخرى',
      },
      paragraphs: [
        {
          en: 'The site may link to external websites, such as government portals and regulators, for your convenience. We do not control those sites and are not responsible for their content, availability or privacy practices. A link does not mean that we endorse the other site or that its owner endorses us, and your use of it is governed by its own terms.',
          ar: 'قد يتضمن الموقع روابط لمواقع خارجية، مثل البوابات الحكومية والجهات التنظيمية، لتسهيل الوصول إليها. ولا نتحكم في تلك المواقع ولسنا مسؤولين عن محتواها أو توفرها أو ممارساتها في الخصوصية. ولا يعني الرابط أننا نؤيد الموقع الآخر أو أن مالكه يؤيدنا، ويخضع استخدامك له لشروطه الخاصة.',
        },
      ],
    },
    {
      heading: {
        en: 'Limitation of liability',
        ar: 'حدود المسؤولية',
      },
      paragraphs: [
        {
          en: 'We take care to keep the site accurate and available, but we provide it as it is and cannot guarantee that it will always be uninterrupted, error-free or up to date. To the extent permitted by law, Wasla is not liable for any loss arising from your use of the site or from reliance on its content. Nothing in these terms limits liability that cannot be limited by law.',
          ar: 'نحرص على أن يبقى الموقع دقيقًا ومتاحًا، لكننا نقدمه كما هو ولا نضمن أن يكون دائمًا دون انقطاع أو أخطاء أو محدَّثًا. وفي الحدود التي يسمح بها النظام، لا تتحمل وصلة المسؤولية عن أي خسارة تنشأ عن استخدامك الموقع أو اعتمادك على محتواه. ولا يحدّ شيء في هذه الشروط من مسؤولية لا يجوز تحديدها نظامًا.',
        },
      ],
    },
    {
      heading: {
        en: 'Privacy',
        ar: 'الخصوصية',
      },
      paragraphs: [
        {
          en: 'Our privacy notice explains what personal data we collect through the site, how we use and protect it, and the rights you have under the Personal Data Protection Law. By creating an account, you acknowledge that we will process your data as described in that notice, which forms part of these terms.',
          ar: 'يوضح إشعار الخصوصية البيانات الشخصية التي نجمعها عبر الموقع، وكيف نستخدمها ونحميها، والحقوق المكفولة لك بموجب نظام حماية البيانات الشخصية. وبإنشائك حسابًا فإنك تقر بأننا سنعالج بياناتك على النحو المبيّن في ذلك الإشعار، الذي يُعد جزءًا من هذه الشروط.',
        },
      ],
    },
    {
      heading: {
        en: 'Governing law and contact',
        ar: 'النظام الحاكم والتواصل',
      },
      paragraphs: [
        {
          en: 'These terms are governed by the laws of the Kingdom of Saudi Arabia. Any dispute arising from them or from your use of the site falls within the jurisdiction of the competent courts of the Kingdom. If you have a question about these terms, please contact us through the contact page and we will be glad to help.',
          ar: 'تخضع هذه الشروط للأنظمة المعمول بها في المملكة العربية السعودية. ويختص بأي نزاع ينشأ عنها أو عن استخدامك الموقع القضاء المختص في المملكة. وإن كان لديك سؤال عن هذه الشروط، فتواصل معنا عبر صفحة التواصل ويسعدنا مساعدتك.',
        },
      ],
    },
  ],
};
