import { fileCompany, type Company } from '../company';
import { commonLinks } from '../contact-links';
import { areas } from '../areas';
import { site } from '../config';
import { headlineFiguresOf } from '../figures';
import { offeringCards } from '../offerings';
import { services } from '../services';
import type { PageWords } from '../types';

/** The home page: who Wasla serves, its services and areas, a featured story and the latest insights. */
export const homePageFor = (company: Company): PageWords => ({
  title: 'Government Contracting Solutions',
  description:
    'Wasla helps investors, international firms and Saudi companies win government contracts in Saudi Arabia without building an in-house tender team.',
  heading: 'Win Saudi government contracts without building an in-house team',
  intro:
    'Wasla is a Riyadh consultancy that gives investors, international firms and local companies a complete government contracting team on demand. A Saudi soul with a global mindset, from your first tender to final delivery.',
  hero: {
    eyebrow: site.tagline,
    actions: [commonLinks.talkToUs, { label: 'Explore our services', href: '/services' }],
  },
  sections: [
    {
      heading: 'What Wasla does',
      paragraphs: [
        'Selling to the Saudi government takes more than a good product. You need the right licences, a current set of certificates, an Etimad profile, proposals written to the evaluation criteria and a workforce that meets Saudization expectations. Wasla provides all of it as one service. Our specialists in market entry, tenders, compliance, HR, finance, partnerships and digital operations act as your contracting team for as long as you need them.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Who we serve',
      intro:
        'Three kinds of client, starting from different places, with the same goal: a sustainable, profitable share of government work in the Kingdom.',
      cards: [
        {
          eyebrow: 'Investors',
          title: 'Building for public-sector demand',
          body: 'Investors building or acquiring businesses that serve public-sector demand, who need them eligible and bidding quickly.',
        },
        {
          eyebrow: 'International firms',
          title: 'Entering the Kingdom',
          body: 'International firms entering Saudi Arabia and bidding for their first government contracts, with licences and partners in place.',
        },
        {
          eyebrow: 'Saudi companies',
          title: 'Winning larger tenders',
          body: 'Saudi companies ready to win larger and more complex tenders with confidence, in their own name.',
        },
      ],
    },
    {
      kind: 'figures',
      heading: 'The figures behind our work',
      intro:
        'Our clients come from the United Arab Emirates, the United Kingdom, the United States, Greece and the Kingdom itself.',
      figures: headlineFiguresOf(company),
    },
    {
      kind: 'cards',
      heading: 'Our services',
      intro:
        'Seven services covering every step, from entering the Kingdom to delivering the contract.',
      numbered: true,
      cards: offeringCards(services),
    },
    {
      kind: 'cards',
      heading: 'Areas of focus',
      intro: 'The sectors where government demand is strong and our experience runs deepest.',
      numbered: true,
      cards: offeringCards(areas),
    },
    {
      kind: 'cases',
      heading: 'A featured success story',
      intro: 'How one client went from no Saudi presence to a government contract.',
      show: { featured: true },
    },
    {
      kind: 'posts',
      heading: 'Latest insights',
      category: 'blog',
      limit: 3,
      more: { label: 'Read all insights', href: '/blog' },
    },
    {
      kind: 'cta',
      heading: 'Ready to win your next government contract?',
      body: 'Tell us where you stand today. We will suggest a sensible first step, with no obligation.',
      primary: commonLinks.talkToUs,
      secondary: commonLinks.engagementModels,
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const homePage = homePageFor(fileCompany);
