import { proposalHref } from '../contact-links';
import type { PageWords } from '../types';

/** /partners: the kinds of partner Wasla works with and how. */
export const partnersPage: PageWords = {
  title: 'Partners',
  description:
    'Wasla’s partner programme for Saudi companies and international firms: alliances that help our clients win and deliver Saudi government contracts.',
  heading: 'Partnerships that strengthen every bid',
  intro:
    'Government contracts are rarely won alone. Our partner programme brings together trusted Saudi companies and international specialists who help our clients bid, deliver and grow.',
  hero: {
    eyebrow: 'Partners',
    actions: [{ label: 'Become a partner', href: proposalHref('partnership') }],
  },
  sections: [
    {
      kind: 'partners',
      heading: 'Who we partner with',
      intro:
        'Kinds of partner, not a list of names: each partnership is confidential until a bid makes it public.',
      partners: [
        {
          name: 'Saudi contractors and integrators',
          brings:
            'Classifications, local references, workforce and site strength for works and systems contracts.',
          examples: ['Classified contractors', 'Systems integrators', 'Facility operators'],
        },
        {
          name: 'Distributors and suppliers',
          brings: 'Saudi-made products and supply chains that lift a bid’s local content.',
          examples: ['Local manufacturers', 'Authorised distributors'],
        },
        {
          name: 'Professional firms',
          brings: 'Legal, audit, tax and engineering services that a bid or a new entity needs.',
          examples: ['Law firms', 'Audit and tax advisers', 'Engineering offices'],
        },
        {
          name: 'International specialists',
          brings:
            'Technology, methods and expertise from abroad, for companies looking for a route into the Kingdom.',
          examples: ['UAE', 'United Kingdom', 'United States', 'Greece'],
        },
        {
          name: 'Service providers',
          brings: 'The operating services that keep a Saudi entity and its contracts running.',
          examples: ['Government relations', 'Recruitment', 'Banking introductions'],
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'International alliances',
      paragraphs: [
        'Our international alliances connect us with firms in the countries our clients come from, including the UAE, the UK, the US and Greece. Through them we meet specialist companies looking for a route into the Kingdom, and we give Saudi clients access to technology, methods and expertise from abroad. Every alliance rests on shared standards of quality and integrity.',
      ],
    },
    {
      kind: 'checklist',
      heading: 'What partners can expect',
      intro:
        'We treat partners as we treat clients: with clarity, respect and confidentiality. Each partnership is documented before a bid begins.',
      items: [
        'Introductions to well-prepared clients with clearly defined opportunities',
        'Teaming, consortium or subcontract agreements in place before any bid',
        'Fair recognition of each party’s contribution in proposals',
        'Support with compliance, local content and Saudization documentation',
        'A single point of contact at Wasla for each opportunity',
      ],
    },
    {
      kind: 'steps',
      heading: 'How to become a partner',
      steps: [
        {
          title: 'Tell us about you',
          body: 'Your company, your sectors and your experience with government clients, through the contact page.',
        },
        {
          title: 'Introductory meeting',
          body: 'We meet to understand your strengths and the opportunities you are after.',
        },
        {
          title: 'Due diligence',
          body: 'Proportionate checks of your records, references and standing.',
        },
        {
          title: 'Working together',
          body: 'If there is a good fit, we agree how we will work together on future opportunities.',
        },
      ],
    },
    {
      kind: 'cta',
      heading: 'Partnership starts with a conversation',
      body: 'Send us a short description of your company and the work you do.',
      primary: { label: 'Become a partner', href: proposalHref('partnership') },
    },
  ],
};
