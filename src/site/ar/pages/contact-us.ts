import { fileCompany, type Company } from '../../company';
import { hoursLabelOf, sampleNote } from '../company';
import type { PageWords } from '../../types';

/** /ar/contact-us (../../pages/contact-us.ts): the office, the ways to reach the team and the form. */
export const contactPageFor = (company: Company): PageWords => ({
  title: 'تواصل معنا',
  description:
    'تواصل مع فريق وصلة في الرياض بشأن العقود الحكومية السعودية أو دخول السوق أو المنافسات أو الشراكات. أخبرنا عن أهدافك وسنعود إليك بالرد.',
  heading: 'تحدّث إلى فريقنا',
  intro:
    'سواء كنت تستكشف السوق السعودية أو تستعد لمنافسة بعينها، يسعدنا أن نسمع منك. أرسل إلينا رسالة وسيرد عليك المختص المناسب.',
  hero: { eyebrow: 'تواصل معنا' },
  sections: [
    {
      kind: 'contact',
      heading: 'مكتبنا في الرياض',
      intro:
        'تضم الرياض معظم الوزارات والهيئات التي يتعامل معها عملاؤنا. نلتقي عملاءنا هنا حضوريًا، وعبر الاتصال المرئي أينما كانوا، ونسافر إلى مختلف مناطق المملكة للزيارات الميدانية والتجهيز لبدء التنفيذ.',
    },
    {
      kind: 'slot',
      name: 'enquiry-form',
      heading: 'راسلنا',
      intro: 'سيرد عليك المختص المناسب، ولا يلزمك أن تكون قد حسمت كل شيء.',
      fallback: {
        body: `راسلنا على ${company.email.address}${sampleNote(company.email)} أو اتصل بنا على ${company.phone.display}${sampleNote(company.phone)}، ${hoursLabelOf(company)}.`,
        action: { label: 'راسل فريقنا', href: `mailto:${company.email.address}` },
      },
      guidance: [
        {
          kind: 'checklist',
          heading: 'ما الذي تذكره في استفسارك',
          intro:
            'قليل من السياق يساعدنا على توجيهك إلى المختص المناسب ويجعل محادثتنا الأولى مثمرة.',
          items: [
            'اسمك وشركتك وبلدك',
            'قطاعك وما تقدمه',
            'هل لديك حضور في المملكة العربية السعودية حاليًا',
            'أي منافسة أو جهة حكومية أو موعد نهائي بعينه تضعه في اعتبارك',
            'نوع الدعم الذي تبحث عنه',
          ],
        },
        {
          kind: 'steps',
          heading: 'ماذا يحدث بعد ذلك',
          steps: [
            {
              title: 'نقرأ رسالتك',
              body: 'يراجعها أحد أعضاء فريقنا ويرد عليك لترتيب محادثة أولية.',
            },
            {
              title: 'نستمع إليك',
              body: 'نسعى في الاتصال الأول إلى فهم أهدافك وقدراتك وجدولك الزمني.',
            },
            {
              title: 'نقترح الخطوات التالية',
              body: 'خطوات عملية تالية، وعرض لطريقة عملنا معًا إن كان ذلك مناسبًا.',
            },
          ],
        },
      ],
    },
    {
      heading: 'السرية',
      paragraphs: [
        'نتعامل مع كل استفسار بسرية تامة، ولا نستخدم المعلومات التي تشاركها إلا للرد عليك والتحضير لمحادثتنا، وفقًا لإشعار الخصوصية لدينا ونظام حماية البيانات الشخصية. وإذا احتجت إلى مشاركة وثائق منافسة حساسة، فأخبرنا أولًا لنتفق على طريقة آمنة لتبادلها، بما في ذلك اتفاقية عدم إفصاح إن رغبت.',
      ],
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const contactPage = contactPageFor(fileCompany);
