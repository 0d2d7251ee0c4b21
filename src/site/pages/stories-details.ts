import type { PageWords } from '../types';

/** /stories/details: shown when there is no featured story to show. */
export const featuredStoryPage: PageWords = {
  title: 'Featured Success Story',
  description:
    'A featured client story: how an international engineering firm partnered with a Saudi contractor to win its first government contract in the Kingdom.',
  heading: 'Featured success story',
  intro:
    'How a European engineering specialist with no Saudi presence teamed with a local contractor and won its first government contract in the Kingdom.',
  sections: [
    {
      heading: 'The challenge',
      paragraphs: [
        'The firm had decades of specialist engineering experience and a strong record in its home market, but no Saudi entity, no local references and no contractor classification. Municipal projects in its field were being tendered regularly, and its expertise matched their technical requirements well. What it lacked was a way to meet the eligibility and local presence the competitions demanded.',
      ],
    },
    {
      heading: 'Our approach',
      paragraphs: [
        'Rather than building a full Saudi operation before bidding, we recommended a partnership route that paired the firm’s technical strengths with a local contractor’s classification, workforce and references, while the firm’s own licensing progressed in parallel. That let it compete for tenders already on the market instead of waiting until its own set-up was complete.',
      ],
      bullets: [
        'Screened tenders to find competitions where the firm’s expertise would score highly',
        'Identified and vetted a classified Saudi contractor with complementary strengths',
        'Structured a joint venture agreement covering scope, liability and local content',
        'Managed the proposal, the pricing review and the Etimad submission',
      ],
    },
    {
      heading: 'The result',
      paragraphs: [
        'The joint venture won its first municipal contract, and the partners mobilised a combined team with Saudi engineers in key roles. The firm has since continued to build its presence in the Kingdom, with a live reference project, an established local partner and a clear view of the next opportunities in its field.',
      ],
    },
    {
      heading: 'Lessons for other companies',
      paragraphs: [
        'Partnership can be the fastest credible route into government work, provided roles and risks are clear from the start. Evaluators reward teams that present themselves as one organisation, and local content and Saudization commitments must be built into the plan rather than added at the end. Above all, choose opportunities that fit your strengths.',
      ],
    },
  ],
};
