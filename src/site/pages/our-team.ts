import { commonLinks } from '../contact-links';
import { teamIllustrations, teamMembers } from '../team';
import type { PageWords } from '../types';

/** /our-team: leadership, practice leads and how client teams are formed. */
export const ourTeamPage: PageWords = {
  title: 'Our Team',
  description:
    'Meet the roles behind Wasla: a leadership team and practice leads with long experience of Saudi government contracting.',
  heading: 'The team behind your government contracts',
  intro:
    'Wasla brings together leaders and specialists who have worked on both sides of Saudi government procurement.',
  // No "40+ years combined" beside eleven senior roles: the sum invites the wrong arithmetic.
  hero: { eyebrow: 'Our team' },
  sections: [
    {
      kind: 'team',
      heading: 'Leadership',
      intro:
        'Each leader has spent many years in Saudi public procurement or in companies selling to government, and stays personally involved in engagements.',
      illustration: teamIllustrations.leadership,
      group: 'leadership',
      members: teamMembers('leadership'),
    },
    {
      kind: 'team',
      heading: 'Practice leads',
      intro:
        'Each service is led by a specialist who owns its methods, its quality and the development of the people who deliver it.',
      illustration: teamIllustrations.practice,
      group: 'practice',
      members: teamMembers('practice'),
    },
    {
      kind: 'prose',
      heading: 'How client teams are formed',
      paragraphs: [
        'Every client has a single engagement lead who coordinates all the services you use and is accountable for results. Behind that lead sits a team drawn from our practices, including bid writers, compliance officers, HR and finance specialists, and Arabic and English editors. The team changes shape with your needs, growing for a major tender and lighter between competitions.',
      ],
    },
    {
      kind: 'cta',
      heading: 'Join the team',
      body: 'We look for people who know Saudi government procurement, write clearly and care about doing things properly.',
      ...commonLinks.careers,
    },
  ],
};
