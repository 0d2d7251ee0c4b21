import { PRICING_TOPIC, proposalHref } from '../contact-links';
import { engagementModels } from '../engagement';
import type { PageWords } from '../types';

/** /pricing: the engagement models, how an engagement starts, pricing questions. */
export const pricingPage: PageWords = {
  title: 'Pricing and Engagement Models',
  description:
    'How Wasla works with clients: retainer, per-tender, success-linked and market-entry programme engagements, agreed with you after a conversation.',
  heading: 'Engagement models that fit your goals',
  intro:
    'We do not publish a price list, because no two government contracting journeys are the same. Instead, we offer four engagement models and agree the right one with you after a conversation about your goals.',
  hero: { eyebrow: 'Pricing' },
  sections: [
    {
      kind: 'models',
      heading: 'Four engagement models',
      intro:
        'Each model is priced after a conversation, in a written proposal that sets out the scope, deliverables, team and commercial terms.',
      models: engagementModels,
    },
    {
      kind: 'steps',
      heading: 'Start with a conversation',
      intro: 'There is no obligation to proceed at any step.',
      steps: [
        {
          title: 'Conversation',
          body: 'We talk about your goals, your current position and the opportunities you want to pursue.',
        },
        {
          title: 'Recommendation',
          body: 'We recommend a model, or a combination of models, that fits your situation.',
        },
        {
          title: 'Written proposal',
          body: 'You receive the scope, deliverables, team and commercial terms in writing.',
        },
        {
          title: 'Start',
          body: 'Once you agree, a single engagement lead takes it from there.',
        },
      ],
    },
    {
      kind: 'faq',
      heading: 'Questions about pricing',
      items: [
        {
          question: 'Why is there no price list?',
          answer:
            'No two government contracting journeys are the same: the work depends on your starting point, your sector and the tenders you pursue. A price list would be wrong for almost everyone.',
        },
        {
          question: 'Can we combine models?',
          answer:
            'Yes. Many clients start with the market-entry programme and move to a retainer once their Saudi entity is operating and bidding.',
        },
        {
          question: 'When is a success-linked model available?',
          answer:
            'For selected opportunities where we have a clear view of your competitiveness. What counts as success, how it is measured and when it applies are agreed in writing.',
        },
      ],
    },
    {
      kind: 'cta',
      heading: 'Not sure which model fits?',
      body: 'Tell us about the contracts you want to win and we will recommend one.',
      primary: { label: 'Talk to our team', href: proposalHref(PRICING_TOPIC) },
    },
  ],
};
