import { commonLinks } from '../contact-links';
import { headlineFigures } from '../figures';
import type { PageWords } from '../types';

/** /the-birth-of-{product}: how Wasla began. */
export const birthPage: PageWords = {
  title: 'The Birth of Wasla',
  description:
    'How Wasla began: founders who spent decades on both sides of Saudi government procurement set out to open public contracts to capable companies.',
  heading: 'The birth of Wasla',
  intro:
    'Wasla was founded by people who had spent decades on both sides of Saudi government procurement. They saw capable companies miss out on public contracts for avoidable reasons, and set out to change that.',
  hero: { eyebrow: 'Our story' },
  sections: [
    {
      heading: 'Why they started Wasla',
      paragraphs: [
        'Again and again, they watched strong companies lose because of an expired certificate, a misread conditions booklet, a missing local content plan or a partner chosen in a hurry. International firms with world-class expertise gave up on the Kingdom after a single failed bid, and Saudi companies stayed small because they could not justify a full bid department.',
      ],
    },
    {
      kind: 'timeline',
      heading: 'From an idea to today',
      events: [
        {
          label: 'Before Wasla',
          title: 'Both sides of the table',
          body: 'Our founders built their careers in Saudi government procurement from two directions. Some worked within the public sector, preparing tender documents, supporting evaluation and managing contracts. Others led bid teams and project delivery for companies selling to government. Between them, they saw every stage of the process, and every way it could go wrong for a supplier.',
        },
        {
          label: 'The idea',
          title: 'A team on demand, called connection',
          body: 'Their idea was simple: give companies a complete government contracting team on demand, combining an insider’s understanding of how public buyers think with a supplier’s focus on winning and delivering. They called the company Wasla, meaning connection, because connecting capable companies with government opportunity was exactly what they set out to do.',
        },
        {
          label: 'The early days',
          title: 'A small team in Riyadh',
          body: 'Wasla began with a small team in Riyadh and a handful of clients willing to trust a new firm with important bids. The founders wrote proposals themselves, sat with clients late into the night before submission deadlines and learned which parts of their approach made the biggest difference. Those early engagements shaped the methods we still use today.',
        },
        {
          label: 'Today',
          title: 'Where we are now',
          body: 'Today, Wasla serves companies from abroad and from the Kingdom. The founding idea has not changed: a Saudi soul with a global mindset, helping capable companies win the contracts they deserve.',
        },
      ],
    },
    {
      kind: 'quote',
      quote:
        'Connecting capable companies with government opportunity is exactly what we set out to do.',
      attribution: 'The founding idea of Wasla',
    },
    {
      kind: 'figures',
      heading: 'Where the idea has taken us',
      figures: headlineFigures,
    },
    {
      kind: 'cta',
      heading: 'Write the next chapter with us',
      body: 'Whether you want to win government work or join the team, we would be glad to talk.',
      primary: commonLinks.talkToUs,
      secondary: { label: 'Meet the team', href: '/our-team' },
    },
  ],
};
