import { fileCompany, sampleNote, type Company } from '../company';
import { pressContactParts } from '../content-schema';
import { proposalHref } from '../contact-links';
import { headlineFiguresOf } from '../figures';
import type { PageWords } from '../types';

/** /media: press enquiries, the media kit and brand use. */
export const mediaPageFor = (company: Company): PageWords => ({
  title: 'Media Centre',
  description:
    'News, press enquiries and brand resources from Wasla, the Riyadh consultancy that helps companies win government contracts in Saudi Arabia.',
  heading: 'Media centre',
  intro:
    'News from Wasla, resources for journalists and guidance on using our brand. For interviews and press enquiries, our communications team is happy to help.',
  hero: {
    eyebrow: 'Media',
    actions: [{ label: 'Contact our communications team', href: proposalHref('media') }],
  },
  sections: [
    {
      heading: 'Press enquiries',
      paragraphs: [
        'Journalists, editors and event organisers can reach our communications team through the contact page, mentioning that the enquiry comes from the media. Please include your publication or organisation, your deadline and the topic you would like to cover. We aim to respond promptly and can arrange comment from our leadership.',
        'Our spokespeople can speak about the Government Tenders and Procurement Law, local content requirements, Saudization, market entry for international firms and the role of partnerships in large public projects. We do not comment on individual tenders, on the decisions of specific government entities or on the affairs of our clients.',
        `Press contact: ${pressContactParts(company.press).join(', ')}${sampleNote(company.press)}.`,
      ],
    },
    {
      kind: 'cards',
      heading: 'Media kit',
      intro: 'What you can use straight away, and what our communications team sends on request.',
      cards: [
        {
          eyebrow: 'Download',
          title: 'Wasla logo (SVG)',
          body: 'The mark and name in the brand colours, for light backgrounds, as a scalable vector file.',
          href: '/brand/wasla-logo.svg',
        },
        {
          eyebrow: 'Download',
          title: 'Logo for dark backgrounds (SVG)',
          body: 'The mark with the name in white, for dark photographs and brand-coloured slides.',
          href: '/brand/wasla-logo-white.svg',
        },
        {
          eyebrow: 'Download',
          title: 'Wasla logo (PNG, 824 × 280)',
          body: 'The same logo as a transparent image, for tools that do not take vector files.',
          href: '/brand/wasla-logo.png',
        },
        {
          eyebrow: 'Download',
          title: 'The mark alone (SVG)',
          body: 'The round mark without the name, for profile pictures and small spaces.',
          href: '/brand/wasla-mark.svg',
        },
        {
          eyebrow: 'Download',
          title: 'Social card (PNG, 1200 × 630)',
          body: 'The Wasla name and tagline on the brand colours, for articles and event pages.',
          href: '/og/wasla-social.png',
        },
        {
          eyebrow: 'On request',
          title: 'Print files and brand guidance',
          body: 'Logos for print, colours and clear-space rules, sent by our communications team.',
          href: proposalHref('media'),
        },
      ],
    },
    {
      kind: 'posts',
      heading: 'News and announcements',
      intro:
        'Company news, new insights and anonymised accounts of how clients have won contracts. Client details are shared only with their permission.',
      limit: 3,
      more: { label: 'All articles', href: '/blog' },
    },
    {
      heading: 'Brand and logo use',
      paragraphs: [
        'The Wasla name and logo identify our company and should be used only to refer to Wasla accurately. Please do not alter the logo, change its colours, combine it with other marks or use it in a way that suggests endorsement or partnership without our written agreement. For logo files and brand guidance, contact our communications team.',
      ],
      bullets: [
        'Use the logo in its original colours, or in white on dark backgrounds',
        'Leave clear space around the logo, and never stretch or crop it',
        'Write the name as Wasla, with a capital W',
        'Ask us before using our name in advertising or partner materials',
      ],
    },
    {
      kind: 'figures',
      heading: 'Wasla in brief',
      intro:
        'A Riyadh consultancy that helps investors, international firms and Saudi companies win government contracts without building an in-house team.',
      figures: headlineFiguresOf(company),
    },
    {
      kind: 'cta',
      heading: 'Contact for journalists',
      body: 'Tell us your publication, your deadline and the topic. We can arrange comment from our leadership.',
      primary: { label: 'Send a press enquiry', href: proposalHref('media') },
      secondary: {
        label: `Email ${company.press.email}${sampleNote(company.press)}`,
        href: `mailto:${company.press.email}`,
      },
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const mediaPage = mediaPageFor(fileCompany);
