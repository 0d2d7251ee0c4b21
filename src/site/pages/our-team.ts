import { perLocale, type Localized } from '../localized';
import { commonLinkTexts } from '../contact-links';
import { teamIllustrations, teamMembers, type TeamGroup } from '../team';
import type { BilingualPage } from '../types';

/** A group's section: its heading and introduction above its members and the group's picture (decorative: the same in both languages). */
const teamSection = (group: TeamGroup, words: { heading: Localized; intro: Localized }) => ({
  kind: 'team' as const,
  ...words,
  illustration: perLocale(() => teamIllustrations[group]),
  group,
  members: perLocale((locale) => teamMembers(group, locale)),
});

/** /our-team: leadership, practice leads and how client teams are formed. */
export const ourTeamPageWords: BilingualPage = {
  title: {
    en: 'Our Team',
    ar: 'فريقنا',
  },
  description: {
    en: 'Meet the roles behind Wasla: a leadership team and practice leads with long experience of Saudi government contracting.',
    ar: 'تعرّف على الأدوار التي تقف خلف وصلة: فريق قيادي وقادة ممارسات يملكون خبرة طويلة في التعاقد الحكومي السعودي ومع الجهات الحكومية في المملكة.',
  },
  heading: {
    en: 'The team behind your government contracts',
    ar: 'الفريق الذي يقف خلف عقودك الحكومية',
  },
  intro: {
    en: 'Wasla brings together leaders and specialists who have worked on both sides of Saudi government procurement.',
    ar: 'تجمع وصلة قادة ومختصين عملوا على جانبي المشتريات الحكومية السعودية.',
  },
  // No "40+ years combined" beside eleven senior roles: the sum invites the wrong arithmetic.
  hero: {
    eyebrow: {
      en: 'Our team',
      ar: 'فريقنا',
    },
  },
  sections: [
    teamSection('leadership', {
      heading: {
        en: 'Leadership',
        ar: 'القيادة',
      },
      intro: {
        en: 'Each leader has spent many years in Saudi public procurement or in companies selling to government, and stays personally involved in engagements.',
        ar: 'أمضى كل قائد منهم سنوات طويلة في المشتريات العامة السعودية أو في شركات تبيع للحكومة، ويبقى منخرطًا بنفسه في أعمال العملاء.',
      },
    }),
    teamSection('practice', {
      heading: {
        en: 'Practice leads',
        ar: 'قادة الممارسات',
      },
      intro: {
        en: 'Each service is led by a specialist who owns its methods, its quality and the development of the people who deliver it.',
        ar: 'يقود كل خدمة مختص يملك مناهجها وجودتها وتطوير الأشخاص الذين يقدمونها.',
      },
    }),
    {
      kind: 'prose',
      heading: {
        en: 'How client teams are formed',
        ar: 'كيف تتشكل فرق العملاء',
      },
      paragraphs: [
        {
          en: 'Every client has a single engagement lead who coordinates all the services you use and is accountable for results. Behind that lead sits a team drawn from our practices, including bid writers, compliance officers, HR and finance specialists, and Arabic and English editors. The team changes shape with your needs, growing for a major tender and lighter between competitions.',
          ar: 'لكل عميل قائد تعاون واحد ينسّق كل الخدمات التي يستخدمها ويتحمل مسؤولية النتائج. ويقف خلفه فريق من ممارساتنا يضم كتّاب العروض ومسؤولي الامتثال ومختصي الموارد البشرية والمالية ومحررين بالعربية والإنجليزية. ويتغير شكل الفريق مع احتياجاتك، فيكبر لمنافسة كبرى ويخف بين المنافسات.',
        },
      ],
    },
    {
      kind: 'cta',
      heading: {
        en: 'Join the team',
        ar: 'انضم إلى الفريق',
      },
      body: {
        en: 'We look for people who know Saudi government procurement, write clearly and care about doing things properly.',
        ar: 'نبحث عن أشخاص يعرفون المشتريات الحكومية السعودية، ويكتبون بوضوح، ويحرصون على إتقان العمل.',
      },
      ...commonLinkTexts.careers,
    },
  ],
};
