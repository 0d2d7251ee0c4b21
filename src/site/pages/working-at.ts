import { productPaths } from '../config';
import type { PageWords } from '../types';

/** /working-at-{product}: what working at Wasla is like. */
export const workingAtPage: PageWords = {
  title: 'Working at Wasla',
  description:
    'Life at Wasla in Riyadh: meaningful work on Saudi government projects, supportive colleagues, good benefits and real opportunities to grow your career.',
  heading: 'Working at Wasla',
  intro:
    'At Wasla you will help shape how companies contribute to the Kingdom’s transformation. We offer meaningful work, supportive colleagues and real room to grow.',
  hero: {
    eyebrow: 'Careers',
    actions: [{ label: 'See jobs at Wasla', href: productPaths.jobs }],
  },
  sections: [
    {
      heading: 'Life at Wasla',
      paragraphs: [
        'Our work is varied. One week you might help an international firm plan its entry into the Kingdom; the next you might be finalising a technical proposal on Etimad or mobilising a team for a new contract. You will work closely with senior colleagues, see the results of your efforts in real contract awards and learn something new about the Saudi public sector with every engagement.',
      ],
    },
    {
      kind: 'checklist',
      heading: 'Benefits',
      intro:
        'Our benefits follow the Saudi Labor Law as a minimum and go further where we can, with a focus on health, financial security and professional development.',
      items: [
        'A competitive salary, reviewed regularly',
        'Medical insurance for you and your eligible family members',
        'GOSI registration and all statutory entitlements',
        'Annual leave and public holidays in line with the Saudi Labor Law',
        'Support for professional certifications and training',
        'Flexibility when your personal life needs it',
      ],
    },
    {
      kind: 'steps',
      heading: 'Growth and learning',
      intro: 'We invest in people early.',
      steps: [
        {
          title: 'Induction',
          body: 'A structured start covering procurement law, Etimad and our methods.',
        },
        {
          title: 'Live engagements',
          body: 'Learning alongside experienced practitioners on real client work.',
        },
        {
          title: 'Qualifications',
          body: 'Support for recognised qualifications in bid management, compliance, HR and finance.',
        },
        {
          title: 'New practices',
          body: 'The chance to move between practices as your interests develop.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Our way of working',
      paragraphs: [
        'We keep hierarchy light and communication direct. Deadlines in government tendering are real, so we plan carefully, share the load and avoid last-minute heroics wherever possible. We value colleagues who ask questions, flag risks early and treat clients and each other with respect.',
      ],
    },
    {
      kind: 'cta',
      heading: 'If that sounds like you',
      body: 'See the roles we hire for and how to apply.',
      primary: { label: 'See jobs at Wasla', href: productPaths.jobs },
    },
  ],
};
