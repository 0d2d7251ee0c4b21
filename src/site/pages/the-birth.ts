import { fileCompany, type Company } from '../company';
import { commonLinks } from '../contact-links';
import { headlineFiguresOf } from '../figures';
import { founders, founding, milestones } from '../founding';
import { teamIllustrations } from '../team';
import type { PageWords } from '../types';

/** /the-birth-of-{product}: how Wasla began. */
export const birthPageFor = (company: Company): PageWords => ({
  title: 'The Birth of Wasla',
  description:
    'How Wasla began: why a firm was set up to help capable companies win Saudi government contracts, who founded it and what it has done since.',
  heading: 'The birth of Wasla',
  intro:
    'Capable companies kept missing out on Saudi public contracts for reasons that could be avoided. Wasla was set up to change that.',
  // The founding year only when the company has given it (content/founding.json): never invented.
  hero: { eyebrow: founding.year === null ? 'Our story' : `Founded in ${founding.year}` },
  sections: [
    {
      heading: 'Why Wasla exists',
      paragraphs: [
        'Strong companies lose government bids because of an expired certificate, a misread conditions booklet, a missing local content plan or a partner chosen in a hurry. International firms with world-class expertise give up on the Kingdom after a single failed bid, and Saudi companies stay small because they cannot justify a full bid department.',
      ],
    },
    {
      kind: 'team',
      heading: 'The founders',
      intro: 'What each founder brought to the firm.',
      illustration: teamIllustrations.leadership,
      members: founders(),
    },
    {
      kind: 'timeline',
      heading: 'From an idea to today',
      events: milestones(),
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
      figures: headlineFiguresOf(company),
    },
    {
      kind: 'cta',
      heading: 'Write the next chapter with us',
      body: 'Whether you want to win government work or join the team, we would be glad to talk.',
      primary: commonLinks.talkToUs,
      secondary: { label: 'Meet the team', href: '/our-team' },
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const birthPage = birthPageFor(fileCompany);
