import { commonLinks } from '../contact-links';
import type { PageWords } from '../types';

/** /culture: the values behind Wasla's work. */
export const culturePage: PageWords = {
  title: 'Our Culture',
  description:
    'The values that guide Wasla: integrity, clarity, ownership, partnership and growth. A Saudi soul with a global mindset in everything that we do.',
  heading: 'A Saudi soul with a global mindset',
  intro:
    'Our culture reflects where we come from and who we serve. We combine deep respect for Saudi values and institutions with the openness and standards of international business.',
  hero: { eyebrow: 'Culture' },
  sections: [
    {
      kind: 'cards',
      heading: 'What we value',
      intro:
        'Five values we use to make decisions, to hire and to judge our own work, especially when a deadline is close and the easy option is tempting.',
      numbered: true,
      cards: [
        {
          title: 'Integrity',
          body: 'We compete fairly and never cut corners with government clients.',
        },
        {
          title: 'Clarity',
          body: 'We say what we think, in plain language, and put it in writing.',
        },
        {
          title: 'Ownership',
          body: 'We treat our clients’ deadlines and results as our own.',
        },
        {
          title: 'Partnership',
          body: 'We build relationships meant to outlast a single contract.',
        },
        {
          title: 'Growth',
          body: 'We invest in Saudi talent and in each other.',
        },
      ],
    },
    {
      heading: 'Rooted in the Kingdom',
      paragraphs: [
        'We are proud to be a Saudi company. We understand the culture, institutions and ambitions of the Kingdom, and we take Vision 2030 personally, because its success is our country’s success. That grounding helps international clients understand not only the rules of government procurement but also the expectations, relationships and respect that make partnerships work here.',
      ],
    },
    {
      heading: 'Open to the world',
      paragraphs: [
        'Our clients come from abroad and from the Kingdom, and our team brings experience from many countries. We welcome different perspectives, work comfortably in Arabic and English, and adapt to the way head offices abroad need to receive information and make decisions. A global mindset means learning from good practice anywhere and applying it thoughtfully at home.',
      ],
    },
    {
      heading: 'How we work together',
      paragraphs: [
        'We keep teams small, responsibilities clear and communication direct. Senior people stay involved in the work, and junior colleagues are trusted with real responsibility early. We celebrate wins together, examine losses honestly and share what we learn, so that every bid, won or lost, makes the whole firm stronger.',
      ],
    },
    {
      kind: 'cta',
      heading: 'Work with us',
      body: 'If these values sound like yours, see what life at Wasla is like and the roles we hire for.',
      ...commonLinks.careers,
    },
  ],
};
