import { PRICING_TOPIC, proposalHref } from './contact-links';
import type { EngagementModel, StepsSection } from './sections';

/** How every engagement runs, from the first conversation to delivery (home, services, areas). */
export const engagementProcess: StepsSection = {
  kind: 'steps',
  heading: 'How an engagement works',
  intro:
    'Every engagement follows the same clear path, adapted to your starting point. At each step you know what happens next, who is responsible and what it depends on.',
  steps: [
    {
      title: 'Conversation',
      body: 'We learn your goals, capabilities and timeline, and the government buyers you have in mind.',
    },
    {
      title: 'Assessment',
      body: 'We map the right buyers and procurement routes, your eligibility gaps and the quick wins.',
    },
    {
      title: 'Set-up',
      body: 'We close the gaps, from licences and certificates to partners and people.',
    },
    {
      title: 'Bidding',
      body: 'We find, qualify and prepare tenders on Etimad with you, to the evaluation criteria.',
    },
    {
      title: 'Delivery',
      body: 'Once you win, we support mobilisation, compliance, invoicing and reporting.',
    },
  ],
};

/** "Request a proposal" for one engagement model: the enquiry form learns which model. */
const askFor = (model: string) => ({
  label: 'Discuss this model',
  href: proposalHref(PRICING_TOPIC, model),
});

/** The four ways of working with us (/pricing). No prices: each is agreed after a conversation. */
export const engagementModels: EngagementModel[] = [
  {
    slug: 'retainer',
    name: 'Retainer',
    summary: 'A standing government contracting team for an agreed period.',
    suits:
      'Companies with a steady flow of tenders that want dependable capacity without hiring a full in-house team.',
    includes: [
      'Opportunity monitoring on Etimad',
      'Compliance kept current',
      'Bids prepared as they arise',
      'Advice to your leadership throughout',
    ],
    action: askFor('retainer'),
  },
  {
    slug: 'per-tender',
    name: 'Per-tender',
    summary: 'One competition, from the bid decision to submission and, if you wish, signature.',
    suits:
      'Companies that bid occasionally, or want to try working with us on one opportunity first.',
    includes: [
      'Go or no-go review',
      'Scope agreed up front for that tender',
      'The parts of the proposal we write',
      'Etimad submission and clarifications',
    ],
    action: askFor('per-tender'),
  },
  {
    slug: 'success-linked',
    name: 'Success-linked',
    summary: 'Part of our reward depends on the outcome you care about, usually an award.',
    suits:
      'Selected opportunities where we have a clear view of your competitiveness and want our interests aligned with yours.',
    includes: [
      'Success defined in writing',
      'How it is measured and when it applies',
      'The same bid support as a per-tender engagement',
    ],
    action: askFor('success-linked'),
  },
  {
    slug: 'market-entry-programme',
    name: 'Market-entry programme',
    summary: 'A phased plan for establishing your company in the Kingdom and bidding.',
    suits: 'International firms and investors setting up in Saudi Arabia to win government work.',
    includes: [
      'Licensing and registration',
      'Compliance set-up',
      'First hires',
      'Preparation for your first tenders',
      'Clear milestones and one point of accountability',
    ],
    action: askFor('market-entry-programme'),
  },
];
