import { commonLinks } from '../contact-links';
import { teamIllustrations } from '../team';
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
      members: [
        {
          role: 'Managing Partner',
          focus: 'Strategy and senior client relationships',
          bio: 'Sets the firm’s direction, leads senior client relationships and holds the firm to its standards of integrity.',
        },
        {
          role: 'Partner, Public Procurement',
          focus: 'Bid strategy and procurement law',
          bio: 'Guides bid strategy and answers procurement law questions across engagements.',
        },
        {
          role: 'Partner, International Clients',
          focus: 'Entry into the Kingdom',
          bio: 'Helps firms from abroad plan their entry and work well with Saudi partners.',
        },
        {
          role: 'Chief Operating Officer',
          focus: 'Delivery and quality',
          bio: 'Runs delivery, quality and the team behind every engagement.',
        },
      ],
    },
    {
      kind: 'team',
      heading: 'Practice leads',
      intro:
        'Each service is led by a specialist who owns its methods, its quality and the development of the people who deliver it.',
      illustration: teamIllustrations.practice,
      members: [
        {
          role: 'Market Entry lead',
          focus: 'Licensing, registration and entity structuring',
          bio: 'Takes international firms and investors from a first conversation to an entity that can bid.',
        },
        {
          role: 'Tender Management lead',
          focus: 'Bid strategy, proposals and Etimad',
          bio: 'Runs the bid cycle, from qualifying an opportunity to submitting a compliant, competitive offer.',
        },
        {
          role: 'Compliance lead',
          focus: 'Certificates, obligations and integrity',
          bio: 'Keeps clients eligible and their commitments met, before and after award.',
        },
        {
          role: 'People and HR lead',
          focus: 'Recruitment, payroll and Saudization',
          bio: 'Builds and administers the teams that deliver contracts, with Nitaqat in mind.',
        },
        {
          role: 'Finance lead',
          focus: 'Pricing, guarantees, Zakat, VAT and e-invoicing',
          bio: 'Makes sure offers compete and still pay, and that invoices are accepted and paid.',
        },
        {
          role: 'Partnerships lead',
          focus: 'Joint ventures, consortia and due diligence',
          bio: 'Finds, vets and structures the partners a tender needs.',
        },
        {
          role: 'Digital lead',
          focus: 'Systems, data and digital government projects',
          bio: 'Puts in place the bid, invoicing and reporting systems government work runs on.',
        },
      ],
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
