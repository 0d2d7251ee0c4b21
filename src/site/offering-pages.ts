import { areas } from './areas';
import { caseStudiesAbout } from './case-studies';
import { proposalHref } from './contact-links';
import { engagementProcess } from './engagement';
import type { Card, FaqItem, PageSection } from './sections';
import { services } from './services';
import type { Offering, PageCopy } from './types';

export type ServiceSlug = (typeof services)[number]['slug'];
export type AreaSlug = (typeof areas)[number]['slug'];

interface OfferingDetails {
  /** Post tags about it: related articles and success stories */
  topics: string[];
  /** Slugs of the services or areas to suggest next */
  related: string[];
  faq: FaqItem[];
}

/** A card linking to a service or area: its illustration, name and one-line summary. */
export function offeringCards(offerings: readonly Offering[]): Card[] {
  return offerings.map((offering) => ({
    title: offering.name,
    body: offering.summary,
    href: offering.path,
    image: offering.image,
  }));
}

const serviceDetails: Record<ServiceSlug, OfferingDetails> = {
  'market-entry': {
    topics: ['Market Entry', 'Licensing', 'Regional HQ'],
    related: ['compliance-advisory', 'hr-outsourcing', 'joint-venture'],
    faq: [
      {
        question: 'Do we need a Saudi entity before we can bid?',
        answer:
          'To bid in your own name, yes: buyers check your licence, commercial registration and certificates. A joint venture with a Saudi partner can let you compete while your own set-up progresses.',
      },
      {
        question: 'Branch, limited liability company or joint venture?',
        answer:
          'It depends on your sector, the contracts on your pipeline and rules such as the Regional Headquarters programme. We set out the trade-offs plainly and recommend one.',
      },
      {
        question: 'Can you handle the process while we are abroad?',
        answer:
          'Yes. We coordinate with each authority on your behalf, collect documents in the right order and report progress to you at every step.',
      },
    ],
  },
  'hr-outsourcing': {
    topics: ['HR Outsourcing', 'HR', 'Saudization', 'Nitaqat'],
    related: ['compliance-advisory', 'tender-management', 'market-entry'],
    faq: [
      {
        question: 'Why does staffing affect our eligibility?',
        answer:
          'Government buyers check your Saudization (Nitaqat) band and GOSI certificate. A hiring plan that slips can make you ineligible for the next tender.',
      },
      {
        question: 'Can you recruit for a contract we have not won yet?',
        answer:
          'Yes. We plan the team your proposal promises, line up candidates, and start hiring once the award is confirmed.',
      },
      {
        question: 'Who employs the staff?',
        answer:
          'That is agreed per engagement: we can administer your own employees, or provide people through an outsourcing arrangement that fits the contract.',
      },
    ],
  },
  'compliance-advisory': {
    topics: ['Compliance', 'Tax', 'Licensing', 'E-invoicing'],
    related: ['tender-management', 'financial-services', 'hr-outsourcing'],
    faq: [
      {
        question: 'Which certificates do government tenders ask for?',
        answer:
          'Usually your commercial registration, Zakat, GOSI, Chamber of Commerce and Saudization certificates, plus any licence or classification your sector requires.',
      },
      {
        question: 'What happens if a certificate expires during a bid?',
        answer:
          'The offer can be excluded. We keep a calendar of every renewal with a named owner, and check every document before submission.',
      },
      {
        question: 'Does compliance stop once we win?',
        answer:
          'No. Local content, Saudization, invoicing and reporting commitments run through the contract, and we help you meet them.',
      },
    ],
  },
  'tender-management': {
    topics: ['Tender Management', 'Tendering', 'Proposals', 'Etimad'],
    related: ['compliance-advisory', 'financial-services', 'joint-venture'],
    faq: [
      {
        question: 'Do you find the tenders, or do we?',
        answer:
          'Both work. We track Etimad for opportunities that fit you, and we review any tender you bring before you commit to it.',
      },
      {
        question: 'How much of the proposal do you write?',
        answer:
          'As much as you need: from a review of your draft to the whole technical and financial offer, agreed per tender.',
      },
      {
        question: 'What happens after submission?',
        answer:
          'We answer the evaluation committee’s questions with you, follow the award, and prepare the final guarantee and contract signature.',
      },
    ],
  },
  'financial-services': {
    topics: ['Financial Services', 'Finance', 'Tax', 'E-invoicing'],
    related: ['tender-management', 'compliance-advisory', 'joint-venture'],
    faq: [
      {
        question: 'How do you help with pricing?',
        answer:
          'We build the price from your costs, the contract’s risks and cash-flow timing, so the offer competes and still pays.',
      },
      {
        question: 'Which guarantees does a government bid need?',
        answer:
          'Usually an initial guarantee with the offer and a final guarantee after award, in the wording the tender conditions set. We prepare both with your bank.',
      },
      {
        question: 'Do you cover Zakat, VAT and e-invoicing?',
        answer:
          'Yes: registration, filings and ZATCA-compliant e-invoicing, so invoices to government buyers are accepted and paid.',
      },
    ],
  },
  'joint-venture': {
    topics: ['Joint Ventures', 'Local Content'],
    related: ['market-entry', 'tender-management', 'financial-services'],
    faq: [
      {
        question: 'When does a joint venture make sense?',
        answer:
          'When a tender needs a classification, references or local presence that one company lacks, and a partner brings it.',
      },
      {
        question: 'How do you find a partner?',
        answer:
          'We search among companies with the strengths the tender needs, check their records and finances, and introduce only those that fit.',
      },
      {
        question: 'What does the agreement cover?',
        answer:
          'Scope, responsibilities, liability, local content, decision-making and what happens if circumstances change, all settled before the bid.',
      },
    ],
  },
  'digital-transformation': {
    topics: ['Digital Transformation', 'E-invoicing', 'Information Technology'],
    related: ['tender-management', 'compliance-advisory', 'financial-services'],
    faq: [
      {
        question: 'What does digital transformation mean for a government supplier?',
        answer:
          'Bid, invoicing and reporting systems that work with Etimad and ZATCA, so tenders, invoices and contract reports flow without manual rework.',
      },
      {
        question: 'Do you also help us bid for digital government projects?',
        answer:
          'Yes. We prepare technology proposals that meet the buyer’s technical, cybersecurity and data requirements.',
      },
    ],
  },
};

const areaDetails: Record<AreaSlug, OfferingDetails> = {
  'information-technology': {
    topics: ['Information Technology', 'Digital Transformation', 'Regional HQ'],
    related: ['consultancy', 'safety-and-security', 'operation-and-maintenance'],
    faq: [
      {
        question: 'What do government buyers expect from IT suppliers?',
        answer:
          'Proposals that meet national cybersecurity controls, keep data in the Kingdom where required, and show a credible local content plan.',
      },
      {
        question: 'Does the Regional HQ rule affect technology companies?',
        answer:
          'Yes, foreign companies without a regional headquarters in the Kingdom are restricted from most government contracts. We help you plan for it.',
      },
    ],
  },
  construction: {
    topics: ['Construction', 'Joint Ventures'],
    related: ['operation-and-maintenance', 'energy', 'consultancy'],
    faq: [
      {
        question: 'Do we need contractor classification?',
        answer:
          'Public works usually require a contractor classified in the right field and grade. Partnering with a classified Saudi contractor is a common route while you build your own record.',
      },
      {
        question: 'How do you help with pricing risk?',
        answer:
          'We review the conditions, quantities and payment terms with you, so the price carries the risks the contract really puts on you.',
      },
    ],
  },
  'operation-and-maintenance': {
    topics: ['Operation and Maintenance', 'Nitaqat'],
    related: ['construction', 'healthcare', 'safety-and-security'],
    faq: [
      {
        question: 'How are operation and maintenance bids judged?',
        answer:
          'On method, staffing and evidence of performance: maintenance schedules, response times, staffing by site and shift, and reporting.',
      },
      {
        question: 'Can a subcontractor bid in its own name?',
        answer:
          'Yes, once its eligibility, documents and proposals are in order. One of our clients made that move after three lost bids.',
      },
    ],
  },
  consultancy: {
    topics: ['Procurement', 'Proposals'],
    related: ['information-technology', 'construction', 'healthcare'],
    faq: [
      {
        question: 'How are consultancy tenders evaluated?',
        answer:
          'Mostly on the team, the method and relevant experience, with price weighed alongside. Named experts and their CVs matter.',
      },
      {
        question: 'Do engineering consultants need to register?',
        answer:
          'Yes: engineering consultancy is a regulated profession, and firms and engineers register with the Saudi Council of Engineers.',
      },
    ],
  },
  healthcare: {
    topics: ['Healthcare', 'HR Outsourcing', 'Saudization'],
    related: ['operation-and-maintenance', 'information-technology', 'consultancy'],
    faq: [
      {
        question: 'What registration do healthcare suppliers need?',
        answer:
          'Medical devices and medicines need SFDA registration, and every practitioner must be registered and classified by the Saudi Commission for Health Specialties.',
      },
      {
        question: 'Where do the clinicians come from?',
        answer:
          'We plan staffing with you early: licensing takes weeks, and tenders ask for named key personnel and a full staffing plan.',
      },
    ],
  },
  'safety-and-security': {
    topics: ['Safety and Security', 'Compliance'],
    related: ['operation-and-maintenance', 'information-technology', 'construction'],
    faq: [
      {
        question: 'Which rules apply to fire and life safety work?',
        answer:
          'The Saudi Building Code, including its fire protection code, and the requirements of the General Directorate of Civil Defense.',
      },
      {
        question: 'Can a foreign safety consultancy work for government buyers?',
        answer:
          'Yes, with the right licence and registrations. One of our clients from the UK won a programme for public schools.',
      },
    ],
  },
  energy: {
    topics: ['Energy', 'Local Content', 'Financial Services'],
    related: ['construction', 'operation-and-maintenance', 'consultancy'],
    faq: [
      {
        question: 'How is energy work procured?',
        answer:
          'Through government tenders on Etimad, and through the programmes of energy companies and utilities, each with its own qualification rules.',
      },
      {
        question: 'Why does local content matter so much in energy?',
        answer:
          'Energy programmes weigh local content heavily. A plan built on Saudi suppliers and people can decide the award.',
      },
    ],
  },
};

/** Bullets of an offering's own copy become its checklist of what the client gets. */
function coverage(offering: Offering): PageSection[] {
  return offering.sections.map((section) =>
    section.bullets
      ? {
          kind: 'checklist',
          heading: section.heading,
          intro: section.paragraphs.join(' '),
          items: section.bullets,
        }
      : section,
  );
}

function offeringPage(
  offering: Offering,
  details: OfferingDetails,
  siblings: readonly Offering[],
  eyebrow: string,
): PageCopy {
  const proposal = { label: 'Request a proposal', href: proposalHref(offering.slug) };
  const stories = caseStudiesAbout(details.topics);
  const related = details.related.flatMap((slug) => siblings.filter((o) => o.slug === slug));
  const sections: PageSection[] = [
    ...coverage(offering),
    engagementProcess,
    ...(stories.length > 0
      ? [
          {
            kind: 'cases',
            heading: 'Results for our clients',
            intro:
              'Contracts our clients have won with this kind of support, from their published stories.',
            cases: stories,
          } satisfies PageSection,
        ]
      : []),
    {
      kind: 'cards',
      heading: eyebrow === 'Services' ? 'Related services' : 'Related areas of focus',
      cards: offeringCards(related),
    },
    {
      kind: 'posts',
      heading: 'Related insights',
      topics: details.topics,
      limit: 3,
    },
    { kind: 'faq', heading: 'Questions we are often asked', items: details.faq },
    {
      kind: 'cta',
      heading: `Talk to us about ${offering.name.toLowerCase()}`,
      body: 'Tell us where you stand and the contracts you want to win. We will reply with practical next steps and, if it makes sense, a proposal.',
      primary: proposal,
      secondary: { label: 'See engagement models', href: '/pricing' },
    },
  ];
  return {
    path: offering.path,
    title: offering.title,
    description: offering.description,
    heading: offering.heading,
    intro: offering.intro,
    hero: { eyebrow, image: offering.image, actions: [proposal] },
    sections,
  };
}

/** The page of each service, by slug. */
export const servicePages = new Map(
  services.map((service) => [
    service.slug,
    offeringPage(service, serviceDetails[service.slug], services, 'Services'),
  ]),
);

/** The page of each area of focus, by slug. */
export const areaPages = new Map(
  areas.map((area) => [
    area.slug,
    offeringPage(area, areaDetails[area.slug], areas, 'Area of focus'),
  ]),
);
