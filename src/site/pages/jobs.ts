import { productPaths } from '../config';
import { proposalHref } from '../contact-links';
import type { PageWords } from '../types';

/** /jobs-at-{product}: the openings and the application form. */
export const jobsPage: PageWords = {
  title: 'Jobs at Wasla',
  description:
    'Explore careers at Wasla in Riyadh: roles in tender management, compliance, HR, finance and partnerships, and how to apply to join our team.',
  heading: 'Jobs at Wasla',
  intro:
    'We are growing, and we are looking for people who want to help companies win and deliver Saudi government contracts. Here is the kind of work we hire for and how to apply.',
  hero: { eyebrow: 'Careers' },
  sections: [
    {
      kind: 'slot',
      name: 'job-openings',
      heading: 'Current openings',
      fallback: {
        body: 'We welcome applications at any time, even when no vacancy is advertised, and keep promising profiles in mind for future roles.',
        action: { label: 'Send us your CV', href: proposalHref('careers') },
      },
    },
    {
      kind: 'slot',
      name: 'application-form',
      heading: 'Apply to join Wasla',
      fallback: {
        body: 'Send your CV and a short note on the kind of role that interests you.',
        action: { label: 'Send us your CV', href: proposalHref('careers') },
      },
      guidance: [
        {
          kind: 'steps',
          heading: 'How to apply',
          intro: 'We review every application.',
          steps: [
            {
              title: 'Apply',
              body: 'Send your CV and a short note on the kind of role that interests you and what you would bring.',
            },
            {
              title: 'First conversation',
              body: 'If there is a potential fit, we invite you to an initial conversation.',
            },
            {
              title: 'Practical exercise',
              body: 'A short exercise related to the role, so you can show how you work.',
            },
            {
              title: 'Meet the team',
              body: 'A meeting with the people you would work with.',
            },
          ],
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'The roles we hire for',
      intro: 'Our openings change with our clients’ needs, but most fall into these families.',
      cards: [
        {
          title: 'Bid managers and proposal writers',
          body: 'Turning complex offers into clear, compliant documents.',
        },
        {
          title: 'Compliance and procurement specialists',
          body: 'Familiar with Etimad and the Government Tenders and Procurement Law.',
        },
        {
          title: 'HR and government services officers',
          body: 'At home with Qiwa, GOSI, Muqeem and Nitaqat.',
        },
        {
          title: 'Finance specialists',
          body: 'Pricing, Zakat, VAT and e-invoicing.',
        },
        {
          title: 'Business development and partnerships',
          body: 'Building the relationships that bids depend on.',
        },
        {
          title: 'Editors and translators',
          body: 'Arabic and English, for proposals that read well in both.',
        },
      ],
    },
    {
      heading: 'Saudi talent first',
      paragraphs: [
        'As a Saudi company, we are committed to developing Saudi professionals, and we actively seek Saudi graduates and experienced nationals for roles at every level. We also value international colleagues who bring specialist expertise and share it generously. Most roles are based in our Riyadh office, with travel within the Kingdom when projects require it.',
      ],
    },
    {
      heading: 'What we look for',
      paragraphs: [
        'Whatever the role, we look for clear writing, attention to detail, sound judgement under deadline pressure and a firm commitment to integrity. Experience with Saudi government entities is a strong advantage but not always essential; curiosity and a willingness to learn the rules properly matter just as much. Fluency in Arabic and English is valuable for most positions.',
      ],
    },
    {
      kind: 'cta',
      heading: 'Curious what the work is like?',
      body: 'Read about life at Wasla, our benefits and how we help people grow.',
      primary: { label: 'Working at Wasla', href: productPaths.workingAt },
      secondary: { label: 'Our culture', href: '/culture' },
    },
  ],
};
