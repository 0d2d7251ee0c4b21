import { commonLinks } from '../contact-links';
import { productPaths } from '../config';
import type { PageWords } from '../types';

/** /vision: the Vision 2030 page (no header or footer). */
export const visionPage: PageWords = {
  title: 'Vision and Mission',
  description:
    'Wasla’s vision and mission: connecting capable companies with Saudi government opportunity and contributing to the goals of Saudi Vision 2030.',
  heading: 'Our vision and mission',
  intro:
    'Wasla means connection in Arabic. We exist to connect capable companies with the opportunities created by the Kingdom’s transformation.',
  hero: {
    eyebrow: 'Vision and mission',
    actions: [
      { label: 'Back to the home page', href: '/' },
      { label: 'Our story', href: productPaths.birth },
    ],
  },
  sections: [
    {
      heading: 'Our vision',
      paragraphs: [
        'Our vision is to be the most trusted bridge between capable companies and Saudi government opportunity: the partner that investors, international firms and local businesses turn to first when they want to contribute to the Kingdom’s public projects, and a partner that government entities recognise for bringing them well-prepared, compliant and committed suppliers.',
      ],
    },
    {
      heading: 'Our mission',
      paragraphs: [
        'Our mission is to make government contracting in Saudi Arabia accessible and successful for companies that do not want to build an in-house team. We do it by combining deep local knowledge with international standards, by handling the complexity of licensing, compliance and bidding, and by staying alongside our clients until their contracts are delivered well.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Aligned with Vision 2030',
      intro:
        'Vision 2030 calls for a thriving economy, a larger private sector, more foreign investment, stronger local content and more opportunities for Saudi talent. Every client we help adds, in its own way, to that transformation.',
      cards: [
        {
          title: 'Investment',
          body: 'Helping international firms establish and grow in the Kingdom.',
        },
        {
          title: 'Local content',
          body: 'Building Saudi supply chains into proposals and delivery.',
        },
        {
          title: 'Saudi talent',
          body: 'Creating and developing roles for Saudi professionals.',
        },
        {
          title: 'Public services',
          body: 'Giving government entities better-prepared suppliers.',
        },
      ],
    },
    {
      kind: 'quote',
      quote:
        'We measure ourselves by the contracts our clients win, the quality with which they deliver them and the trust we earn from government entities and partners.',
      attribution: 'What guides us',
    },
    {
      kind: 'cta',
      heading: 'Share the vision',
      body: 'Talk to us about the contribution your company could make to the Kingdom’s public projects.',
      primary: commonLinks.talkToUs,
      secondary: { label: 'Our services', href: '/services' },
    },
  ],
};
