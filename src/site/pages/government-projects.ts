import { fileCompany, type Company } from '../company';
import { commonLinks } from '../contact-links';
import type { PageWords } from '../types';

/** /government-projects: the public-sector demand Wasla helps clients win. */
export const governmentProjectsPageFor = (company: Company): PageWords => ({
  title: 'Government Projects',
  description:
    'The Saudi government projects Wasla supports and the lifecycle we manage, from pre-qualification and bidding to award, mobilisation and delivery.',
  heading: 'Supporting government projects from pre-qualification to delivery',
  intro:
    'We support the full range of projects procured by Saudi ministries, authorities, municipalities and other public bodies. Our role spans the whole lifecycle, so nothing falls between bidding and delivery.',
  hero: {
    eyebrow: 'Government projects',
    figures: [company.figures.tenders],
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Types of projects we support',
      intro:
        'Whether you bid as prime contractor, as a consortium member or as a specialist subcontractor, the way a project is structured shapes how it is tendered, evaluated and delivered.',
      cards: [
        {
          title: 'Supply contracts',
          body: 'Equipment, systems and materials delivered to government entities.',
        },
        {
          title: 'Service contracts',
          body: 'Operation, maintenance and managed services over several years.',
        },
        {
          title: 'Works contracts',
          body: 'Buildings, infrastructure and fit-out, for classified contractors and their partners.',
        },
        {
          title: 'Consulting engagements',
          body: 'Advisory, engineering and professional services, judged on team and method.',
        },
        {
          title: 'Framework agreements',
          body: 'Repeated purchases over time, under one agreement.',
        },
        {
          title: 'Digital government projects',
          body: 'Technology projects with cybersecurity and data requirements.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'The project lifecycle',
      intro:
        'Every project moves through the same stages under the Government Tenders and Procurement Law. We help clients treat them as one continuous effort.',
      steps: [
        {
          title: 'Pre-qualification',
          body: 'Meeting eligibility and, where required, qualifying with the entity in advance.',
        },
        {
          title: 'Decision',
          body: 'Reviewing the conditions booklet and deciding whether to bid.',
        },
        {
          title: 'Bid preparation',
          body: 'Clarifications, technical and financial offers, guarantees and local content.',
        },
        {
          title: 'Evaluation',
          body: 'Submitting on Etimad and responding to the evaluation committee.',
        },
        {
          title: 'Award',
          body: 'Award notice, final guarantee and contract signature.',
        },
        {
          title: 'Delivery',
          body: 'People, supply chain, compliance, invoicing and reporting.',
        },
      ],
    },
    {
      heading: 'Pre-qualification and eligibility',
      paragraphs: [
        'Many projects are decided before the tender opens. Some entities pre-qualify suppliers for larger or specialised contracts, and every competition requires a current set of registrations and certificates. We prepare your company profile, references and documents in advance, so you are ready when the right opportunity is published rather than scrambling against a deadline.',
      ],
    },
    {
      kind: 'cases',
      heading: 'Projects our clients have won',
      intro: 'Figures from our published success stories.',
      show: { limit: 6 },
    },
    {
      heading: 'Delivery that builds your reputation',
      paragraphs: [
        'After award, the contract becomes the foundation of your reputation with government buyers. We help you mobilise on time, meet local content and Saudization commitments, invoice correctly through the required channels, manage variations and report progress clearly. A well-delivered project becomes the reference that wins the next one.',
      ],
    },
    {
      kind: 'cta',
      heading: 'Preparing for a government project?',
      body: 'Tell us about the project and where you stand. We will tell you what it would take to win it.',
      primary: commonLinks.talkToUs,
      secondary: { label: 'Our services', href: '/services' },
    },
  ],
});

/** The page with content/company.json's facts (the pages table; a request resolves its own). */
export const governmentProjectsPage = governmentProjectsPageFor(fileCompany);
