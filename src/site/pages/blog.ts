import type { BilingualPage } from '../types';

/** /blog: the list of articles (its cards come from the content service). */
export const blogPageWords: BilingualPage = {
  title: {
    en: 'Blog',
    ar: 'المدونة',
  },
  description: {
    en: 'Insights on Saudi government contracting: Etimad, procurement law, local content, Saudization, ZATCA e-invoicing and entering the Saudi market.',
    ar: 'رؤى في التعاقد الحكومي السعودي: منصة اعتماد، ونظام المشتريات، والمحتوى المحلي، والتوطين، والفوترة الإلكترونية، ودخول السوق السعودية.',
  },
  heading: {
    en: 'Insights on Saudi government contracting',
    ar: 'رؤى في التعاقد الحكومي السعودي',
  },
  intro: {
    en: 'Practical articles from our team on winning and delivering government contracts in the Kingdom. We write about the rules, the process and the lessons we learn along the way.',
    ar: 'مقالات عملية من فريقنا عن الفوز بالعقود الحكومية وتنفيذها في المملكة. نكتب عن الأنظمة والإجراءات والدروس التي نتعلمها على الطريق.',
  },
  sections: [
    {
      heading: {
        en: 'What we write about',
        ar: 'ما الذي نكتب عنه',
      },
      paragraphs: [
        {
          en: 'Our articles are written for decision-makers and bid teams who want clear, practical guidance rather than headlines. Each one focuses on a specific question that clients ask us, explains the rules as they stand and suggests what to do about them.',
          ar: 'نكتب مقالاتنا لصنّاع القرار وفرق العروض الذين يريدون إرشادًا عمليًا واضحًا لا عناوين لافتة. تتناول كل مقالة سؤالًا محددًا يطرحه علينا العملاء، وتشرح الأنظمة كما هي، وتقترح ما ينبغي فعله.',
        },
      ],
      bullets: [
        {
          en: 'Tendering on Etimad and the Government Tenders and Procurement Law',
          ar: 'التقديم على منصة اعتماد ونظام المنافسات والمشتريات الحكومية',
        },
        {
          en: 'Local content requirements and the work of the LCGPA',
          ar: 'متطلبات المحتوى المحلي وعمل هيئة المحتوى المحلي والمشتريات الحكومية',
        },
        {
          en: 'Saudization, Nitaqat and building Saudi teams',
          ar: 'التوطين ونطاقات وبناء الفرق السعودية',
        },
        {
          en: 'ZATCA e-invoicing, Zakat and VAT for government suppliers',
          ar: 'الفوترة الإلكترونية والزكاة وضريبة القيمة المضافة لموردي الجهات الحكومية',
        },
        {
          en: 'Market entry, MISA licences and the Regional Headquarters programme',
          ar: 'دخول السوق وتراخيص وزارة الاستثمار وبرنامج المقرات الإقليمية',
        },
        {
          en: 'Joint ventures and partnering with Saudi companies',
          ar: 'المشاريع المشتركة والشراكة مع الشركات السعودية',
        },
      ],
    },
    {
      heading: {
        en: 'A note on accuracy',
        ar: 'ملاحظة عن الدقة',
      },
      paragraphs: [
        {
          en: 'Saudi regulations evolve quickly, and we update articles when we learn of important changes. Even so, our articles are general information, not legal, tax or financial advice. Always check current requirements with the relevant authority or your own advisers before acting, and talk to us if you would like guidance on your situation.',
          ar: 'تتطور الأنظمة السعودية بسرعة، ونحدّث المقالات حين نعلم بتغييرات مهمة. ومع ذلك فمقالاتنا معلومات عامة وليست استشارة قانونية أو ضريبية أو مالية. تحقق دائمًا من المتطلبات السارية لدى الجهة المختصة أو مستشاريك قبل أن تتخذ أي إجراء، وتحدّث إلينا إن أردت إرشادًا يخص وضعك.',
        },
      ],
    },
    {
      heading: {
        en: 'Stay informed',
        ar: 'ابقَ على اطلاع',
      },
      paragraphs: [
        {
          en: 'New articles appear regularly, alongside success stories from our clients. If you create an account, you can keep your details in one place and return easily to the topics that matter to you. To suggest a topic, or for media enquiries about our insights, please get in touch through our contact page.',
          ar: 'تُنشر مقالات جديدة بانتظام إلى جانب قصص نجاح عملائنا. وإذا أنشأت حسابًا، يمكنك حفظ بياناتك في مكان واحد والعودة بسهولة إلى الموضوعات التي تهمك. ولاقتراح موضوع، أو للاستفسارات الإعلامية عن رؤانا، تواصل معنا عبر صفحة التواصل.',
        },
      ],
    },
  ],
};
