import { teamIllustrations, teamMembers } from '../../team';
import { commonLinks } from '../contact-links';
import type { PageWords } from '../../types';

/** /ar/our-team (../../pages/our-team.ts): roles only, as in English; the site invents no people. */
export const ourTeamPage: PageWords = {
  title: 'فريقنا',
  description:
    'تعرّف على الأدوار التي تقف خلف وصلة: فريق قيادي وقادة ممارسات يملكون خبرة طويلة في التعاقد الحكومي السعودي ومع الجهات الحكومية في المملكة.',
  heading: 'الفريق الذي يقف خلف عقودك الحكومية',
  intro: 'تجمع وصلة قادة ومختصين عملوا على جانبي المشتريات الحكومية السعودية.',
  // No "40+ years combined" beside eleven senior roles, as in English.
  hero: { eyebrow: 'فريقنا' },
  sections: [
    {
      kind: 'team',
      heading: 'القيادة',
      intro:
        'أمضى كل قائد منهم سنوات طويلة في المشتريات العامة السعودية أو في شركات تبيع للحكومة، ويبقى منخرطًا بنفسه في أعمال العملاء.',
      illustration: teamIllustrations.leadership,
      group: 'leadership',
      members: teamMembers('leadership', 'ar'),
    },
    {
      kind: 'team',
      heading: 'قادة الممارسات',
      intro: 'يقود كل خدمة مختص يملك مناهجها وجودتها وتطوير الأشخاص الذين يقدمونها.',
      illustration: teamIllustrations.practice,
      group: 'practice',
      members: teamMembers('practice', 'ar'),
    },
    {
      kind: 'prose',
      heading: 'كيف تتشكل فرق العملاء',
      paragraphs: [
        'لكل عميل قائد تعاون واحد ينسّق كل الخدمات التي يستخدمها ويتحمل مسؤولية النتائج. ويقف خلفه فريق من ممارساتنا يضم كتّاب العروض ومسؤولي الامتثال ومختصي الموارد البشرية والمالية ومحررين بالعربية والإنجليزية. ويتغير شكل الفريق مع احتياجاتك، فيكبر لمنافسة كبرى ويخف بين المنافسات.',
      ],
    },
    {
      kind: 'cta',
      heading: 'انضم إلى الفريق',
      body: 'نبحث عن أشخاص يعرفون المشتريات الحكومية السعودية، ويكتبون بوضوح، ويحرصون على إتقان العمل.',
      ...commonLinks.careers,
    },
  ],
};
