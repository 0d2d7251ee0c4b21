import { offeringsAt } from '../offerings';

/** The overview page; each one's page is at `${servicesPath}/{slug}`. */
export const servicesPath = '/services';

/**
 * Wasla's services, in menu order: what menus, cards, enquiry topics and the journey show. Each
 * service's page words are its entry in ./pages.ts.
 */
export const services = offeringsAt(servicesPath, 'services', [
  {
    slug: 'market-entry',
    name: 'Market Entry',
    summary:
      'Licensing, registration and a local set-up that lets you bid on Saudi government work.',
    imageAlt: 'An open gateway with a gold path leading through it toward a rising sun',
  },
  {
    slug: 'hr-outsourcing',
    name: 'HR Outsourcing',
    summary:
      'Recruitment, payroll and Saudization compliance for the teams that deliver your contracts.',
    imageAlt: 'A circle of connected figures around a central figure, drawn in teal and gold',
  },
  {
    slug: 'compliance-advisory',
    name: 'Compliance Management',
    summary:
      'Certificates, registrations and regulatory obligations kept current, so you never miss a bid.',
    imageAlt:
      'A shield with a check mark standing in front of stacked documents and a calendar grid',
  },
  {
    slug: 'tender-management',
    name: 'Tender Management',
    summary:
      'Opportunity tracking, proposal writing and Etimad submission, handled by a seasoned bid team.',
    imageAlt: 'A proposal document with a gold seal beside a milestone path that ends in a star',
  },
  {
    slug: 'financial-services',
    name: 'Financial Services',
    summary:
      'Bid pricing, guarantees, e-invoicing and cash-flow planning for the life of a contract.',
    imageAlt: 'Rising bars and a trend line above a stack of gold coins',
  },
  {
    slug: 'joint-venture',
    name: 'Joint Venture',
    summary:
      'Partner search, due diligence and consortium structuring for larger government tenders.',
    imageAlt:
      'Two interlocking rings, one sand and one gold, with an eight-pointed star where they meet',
  },
  {
    slug: 'digital-transformation',
    name: 'Digital Transformation',
    summary:
      'Modern bid, invoicing and reporting systems, plus a route into digital government programmes.',
    imageAlt: 'A dashboard screen linked by circuit lines to a network of glowing nodes',
  },
] as const);

export type Service = (typeof services)[number];
export type ServiceSlug = Service['slug'];
