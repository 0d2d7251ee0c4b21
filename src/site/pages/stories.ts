import type { BilingualPage } from '../types';

/** /stories: the list of success stories. */
export const storiesPageWords: BilingualPage = {
  title: {
    en: 'Success Stories',
    ar: 'قصص النجاح',
  },
  description: {
    en: 'How companies from the UAE, the UK, the US, Greece and Saudi Arabia have won government contracts in the Kingdom with support from Wasla.',
    ar: 'كيف فازت شركات من الإمارات والمملكة المتحدة والولايات المتحدة واليونان والمملكة العربية السعودية بعقود حكومية في المملكة بدعم من وصلة.',
  },
  heading: {
    en: 'Success stories',
    ar: 'قصص النجاح',
  },
  intro: {
    en: 'These stories show how companies of different sizes and from different countries found their way to Saudi government contracts.',
    ar: 'تُظهر هذه القصص كيف وجدت شركات بأحجام مختلفة ومن دول مختلفة طريقها إلى العقود الحكومية السعودية.',
  },
  sections: [
    {
      heading: {
        en: 'Stories from abroad and from the Kingdom',
        ar: 'قصص من الخارج ومن المملكة',
      },
      paragraphs: [
        {
          en: 'Our clients’ stories cover market entry, first tenders, joint ventures and the growth of local companies into larger contracts. Each shows the practical steps behind a win, from eligibility and partnering to pricing and delivery.',
          ar: 'تغطي قصص عملائنا دخول السوق، والمنافسات الأولى، والمشاريع المشتركة، ونمو الشركات المحلية نحو عقود أكبر. وتُظهر كل قصة الخطوات العملية وراء الفوز، من الأهلية والشراكة إلى التسعير والتنفيذ.',
        },
      ],
    },
    {
      heading: {
        en: 'How we tell them',
        ar: 'كيف نرويها',
      },
      paragraphs: [
        {
          en: 'We respect our clients’ confidentiality. Stories are anonymised unless a client has agreed otherwise, and we leave out details that could identify a contracting entity or disclose commercially sensitive information. What remains is the part most useful to other companies: the challenge, the approach and the lessons learned.',
          ar: 'نحترم سرية عملائنا. فالقصص مجهولة الهوية ما لم يوافق العميل على غير ذلك، ونحذف التفاصيل التي قد تكشف الجهة المتعاقدة أو معلومات تجارية حساسة. ويبقى الجزء الأنفع للشركات الأخرى: التحدي، والنهج، والدروس المستفادة.',
        },
      ],
    },
    {
      heading: {
        en: 'Your story next',
        ar: 'قصتك هي التالية',
      },
      paragraphs: [
        {
          en: 'Every story here began with a conversation about a goal that looked difficult from the outside. If you are considering Saudi government work, contact us to talk about where you stand today and what it would take to win your first government contract in the Kingdom, or your next one.',
          ar: 'بدأت كل قصة هنا بمحادثة عن هدف بدا صعبًا من الخارج. وإن كنت تفكر في العمل الحكومي السعودي، فتواصل معنا لنتحدث عن موقعك اليوم وما يتطلبه الفوز بأول عقد حكومي لك في المملكة، أو بعقدك التالي.',
        },
      ],
    },
  ],
};
