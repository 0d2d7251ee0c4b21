import { offeringsAt } from '../offerings';

/** The overview page; each one's page is at `${areasPath}/{slug}`. */
export const areasPath = '/area-of-focus';

/**
 * Wasla's areas of focus, in menu order: what menus, cards and enquiry topics show. Each area's
 * page words are its entry in ./pages.ts.
 */
export const areas = offeringsAt(areasPath, 'areas', [
  {
    slug: 'information-technology',
    name: 'Information Technology',
    summary:
      'Software, infrastructure, cloud and cybersecurity tenders across Saudi government entities.',
    imageAlt: 'Server racks with gold status lights connected by circuit lines to a cloud',
  },
  {
    slug: 'construction',
    name: 'Construction',
    summary:
      'Buildings, infrastructure and public works tenders, from classification to mobilisation.',
    imageAlt: 'A tower crane lifting a gold block onto rising teal buildings under a pale sun',
  },
  {
    slug: 'operation-and-maintenance',
    name: 'Operation and Maintenance',
    summary:
      'Facility management, asset maintenance and operations contracts for government sites.',
    imageAlt: 'Two interlocking gears and a gold wrench on a dark teal background',
  },
  {
    slug: 'consultancy',
    name: 'Consultancy',
    summary:
      'Advisory, engineering and professional services contracts with ministries and authorities.',
    imageAlt: 'Two overlapping speech bubbles with a light bulb and a rising line chart',
  },
  {
    slug: 'healthcare',
    name: 'Healthcare',
    summary:
      'Medical supplies, equipment, health IT and hospital services for public health buyers.',
    imageAlt: 'A rounded medical cross inside a circle crossed by a gold heartbeat line',
  },
  {
    slug: 'safety-and-security',
    name: 'Safety and Security',
    summary:
      'Security systems, guarding, fire and life safety and emergency services for public sites.',
    imageAlt: 'A shield with a keyhole at the centre of concentric radar arcs, watched by a camera',
  },
  {
    slug: 'energy',
    name: 'Energy',
    summary:
      'Power, renewables, utilities and energy efficiency contracts with public-sector buyers.',
    imageAlt: 'A gold sun above wind turbines and rows of solar panels on sand dunes',
  },
] as const);

export type Area = (typeof areas)[number];
export type AreaSlug = Area['slug'];
