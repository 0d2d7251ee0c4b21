import type { PageWords } from '../types';

/** /stories: the list of success stories. */
export const storiesPage: PageWords = {
  title: 'Success Stories',
  description:
    'How companies from the UAE, the UK, the US, Greece and Saudi Arabia have won government contracts in the Kingdom with support from Wasla.',
  heading: 'Success stories',
  intro:
    'These stories show how companies of different sizes and from different countries found their way to Saudi government contracts.',
  sections: [
    {
      heading: 'Stories from abroad and from the Kingdom',
      paragraphs: [
        'Our clients’ stories cover market entry, first tenders, joint ventures and the growth of local companies into larger contracts. Each shows the practical steps behind a win, from eligibility and partnering to pricing and delivery.',
      ],
    },
    {
      heading: 'How we tell them',
      paragraphs: [
        'We respect our clients’ confidentiality. Stories are anonymised unless a client has agreed otherwise, and we leave out details that could identify a contracting entity or disclose commercially sensitive information. What remains is the part most useful to other companies: the challenge, the approach and the lessons learned.',
      ],
    },
    {
      heading: 'Your story next',
      paragraphs: [
        'Every story here began with a conversation about a goal that looked difficult from the outside. If you are considering Saudi government work, contact us to talk about where you stand today and what it would take to win your first government contract in the Kingdom, or your next one.',
      ],
    },
  ],
};
