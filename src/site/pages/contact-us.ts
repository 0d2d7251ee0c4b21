import { hoursLabelOf } from '../ar/company';
import { sampleNote as arabicSampleNote } from '../ar/company';
import { fileCompany, sampleNote, type Company } from '../company';
import type { BilingualPage } from '../types';

/** /contact-us: the office, the ways to reach the team and the enquiry form. */
export const contactPageWordsFor = (company: Company): BilingualPage => ({
  title: {
    en: 'Contact Us',
    ar: 'تواصل معنا',
  },
  description: {
    en: 'Contact Wasla’s team in Riyadh about Saudi government contracts, market entry, tenders or partnerships. Tell us about your goals and we will reply.',
    ar: 'تواصل مع فريق وصلة في الرياض بشأن العقود الحكومية السعودية أو دخول السوق أو المنافسات أو الشراكات. أخبرنا عن أهدافك وسنعود إليك بالرد.',
  },
  heading: {
    en: 'Talk to our team',
    ar: 'تحدّث إلى فريقنا',
  },
  intro: {
    en: 'Whether you are exploring the Saudi market or preparing for a specific tender, we would be glad to hear from you. Send us a message and the right specialist will reply.',
    ar: 'سواء كنت تستكشف السوق السعودية أو تستعد لمنافسة بعينها، يسعدنا أن نسمع منك. أرسل إلينا رسالة وسيرد عليك المختص المناسب.',
  },
  hero: {
    eyebrow: {
      en: 'Contact',
      ar: 'تواصل معنا',
    },
  },
  sections: [
    {
      kind: 'contact',
      heading: {
        en: 'Our office in Riyadh',
        ar: 'مكتبنا في الرياض',
      },
      intro: {
        en: 'Riyadh is home to most of the ministries and authorities our clients work with. We meet clients here in person, by video call wherever they are, and travel across the Kingdom for site visits and mobilisation.',
        ar: 'تضم الرياض معظم الوزارات والهيئات التي يتعامل معها عملاؤنا. نلتقي عملاءنا هنا حضوريًا، وعبر الاتصال المرئي أينما كانوا، ونسافر إلى مختلف مناطق المملكة للزيارات الميدانية والتجهيز لبدء التنفيذ.',
      },
    },
    {
      kind: 'slot',
      name: 'enquiry-form',
      heading: {
        en: 'Send us a message',
        ar: 'راسلنا',
      },
      intro: {
        en: 'The right specialist will reply. You do not need to have everything decided.',
        ar: 'سيرد عليك المختص المناسب، ولا يلزمك أن تكون قد حسمت كل شيء.',
      },
      fallback: {
        body: {
          en: `Write to us at ${company.email.address}${sampleNote(company.email)} or call ${company.phone.display}${sampleNote(company.phone)}, ${company.hours.label}.`,
          ar: `راسلنا على ${company.email.address}${arabicSampleNote(company.email)} أو اتصل بنا على ${company.phone.display}${arabicSampleNote(company.phone)}، ${hoursLabelOf(company)}.`,
        },
        action: {
          label: {
            en: 'Email our team',
            ar: 'راسل فريقنا',
          },
          href: `mailto:${company.email.address}`,
        },
      },
      guidance: [
        {
          kind: 'checklist',
          heading: {
            en: 'What to include in your enquiry',
            ar: 'ما الذي تذكره في استفسارك',
          },
          intro: {
            en: 'A little context helps us connect you with the right specialist and make our first conversation useful.',
            ar: 'قليل من السياق يساعدنا على توجيهك إلى المختص المناسب ويجعل محادثتنا الأولى مثمرة.',
          },
          items: [
            {
              en: 'Your name, company and country',
              ar: 'اسمك وشركتك وبلدك',
            },
            {
              en: 'Your sector and what you offer',
              ar: 'قطاعك وما تقدمه',
            },
            {
              en: 'Whether you already have a presence in Saudi Arabia',
              ar: 'هل لديك حضور في المملكة العربية السعودية حاليًا',
            },
            {
              en: 'Any specific tender, government buyer or deadline you have in mind',
              ar: 'أي منافسة أو جهة حكومية أو موعد نهائي بعينه تضعه في اعتبارك',
            },
            {
              en: 'The kind of support you are looking for',
              ar: 'نوع الدعم الذي تبحث عنه',
            },
          ],
        },
        {
          kind: 'steps',
          heading: {
            en: 'What happens next',
            ar: 'ماذا يحدث بعد ذلك',
          },
          steps: [
            {
              title: {
                en: 'We read your message',
                ar: 'نقرأ رسالتك',
              },
              body: {
                en: 'A member of our team reviews it and replies to arrange an initial conversation.',
                ar: 'يراجعها أحد أعضاء فريقنا ويرد عليك لترتيب محادثة أولية.',
              },
            },
            {
              title: {
                en: 'We listen',
                ar: 'نستمع إليك',
              },
              body: {
                en: 'In the first call we want to understand your goals, your capabilities and your timeline.',
                ar: 'نسعى في الاتصال الأول إلى فهم أهدافك وقدراتك وجدولك الزمني.',
              },
            },
            {
              title: {
                en: 'We suggest next steps',
                ar: 'نقترح الخطوات التالية',
              },
              body: {
                en: 'Practical next steps and, if it makes sense, a proposal for how we could work together.',
                ar: 'خطوات عملية تالية، وعرض لطريقة عملنا معًا إن كان ذلك مناسبًا.',
              },
            },
          ],
        },
      ],
    },
    {
      heading: {
        en: 'Confidentiality',
        ar: 'السرية',
      },
      paragraphs: [
        {
          en: 'We treat every enquiry as confidential. Information you share is used only to respond to you and to prepare for our conversation, in line with our privacy notice and the Personal Data Protection Law. If you need to share sensitive tender documents, tell us first and we will agree a secure way to exchange them, including a non-disclosure agreement if you wish.',
          ar: 'نتعامل مع كل استفسار بسرية تامة، ولا نستخدم المعلومات التي تشاركها إلا للرد عليك والتحضير لمحادثتنا، وفقًا لإشعار الخصوصية لدينا ونظام حماية البيانات الشخصية. وإذا احتجت إلى مشاركة وثائق منافسة حساسة، فأخبرنا أولًا لنتفق على طريقة آمنة لتبادلها، بما في ذلك اتفاقية عدم إفصاح إن رغبت.',
        },
      ],
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const contactPageWords = contactPageWordsFor(fileCompany);
