import { commonLinks } from '../contact-links';
import { engagementProcess } from '../engagement';
import { offeringCards } from '../offerings';
import { services } from '../services';
import type { PageWords } from '../types';

/** /services: the seven services at a glance and how they work together. */
export const servicesPage: PageWords = {
  title: 'Our Services',
  description:
    'Seven services covering every step of Saudi government contracting: market entry, HR, compliance, tenders, finance, joint ventures and digital.',
  heading: 'Everything you need to win and deliver government contracts',
  intro:
    'Our seven services cover the full journey, from entering the Kingdom to delivering your contracts. Use one on its own or combine them into a complete outsourced government contracting team.',
  hero: {
    eyebrow: 'Services',
    actions: [{ label: 'Request a proposal', href: '/contact-us' }],
  },
  sections: [
    {
      heading: 'One team, every step',
      paragraphs: [
        'Winning government work in Saudi Arabia touches licensing, procurement law, workforce rules, tax and finance, partnerships and technology. Most companies would need to hire specialists in each of these fields to do it in-house. Wasla brings them together under one engagement, coordinated by a single lead who knows your business, your pipeline and the buyers you are targeting.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Our services at a glance',
      intro:
        'Each service has its own page describing what it covers and how we deliver it. Switch one on when an opportunity appears and scale back when you are ready to build a team of your own.',
      numbered: true,
      cards: offeringCards(services),
    },
    {
      heading: 'How the services work together',
      paragraphs: [
        'A typical international client starts with Market Entry and Compliance Management, adds HR Outsourcing as the first hires arrive, then relies on Tender Management and Financial Services for each bid. A Saudi company may start directly with tenders and call on Joint Venture support for a larger competition. We design the combination around your situation, not around a fixed package.',
      ],
    },
    engagementProcess,
    {
      kind: 'cases',
      heading: 'What our clients have won',
      intro: 'Every figure comes from a published success story.',
      show: { limit: 3 },
    },
    {
      kind: 'cta',
      heading: 'Choosing where to start',
      body: 'Unsure which service you need? Start with a conversation: we will point out the gaps that matter most for the tenders you want to win and recommend a first step.',
      primary: commonLinks.talkToUs,
      secondary: commonLinks.engagementModels,
    },
  ],
};
