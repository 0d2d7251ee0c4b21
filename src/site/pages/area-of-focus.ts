import { commonLinks } from '../contact-links';
import { areas } from '../areas';
import { offeringCards } from '../offerings';
import type { PageWords } from '../types';

/** /area-of-focus: the seven sectors and why sector knowledge matters. */
export const areasPage: PageWords = {
  title: 'Areas of Focus',
  description:
    'The sectors where Wasla helps clients win Saudi government contracts: IT, construction, O&M, consultancy, healthcare, safety and security, and energy.',
  heading: 'Sector expertise for Saudi government contracts',
  intro:
    'Each sector of government procurement has its own regulators, evaluation habits and delivery risks. We focus on seven areas where our experience gives clients a real advantage.',
  hero: { eyebrow: 'Areas of focus' },
  sections: [
    {
      heading: 'Why sector knowledge matters',
      paragraphs: [
        'Procurement law applies across government, but practice differs widely between sectors. A healthcare tender turns on SFDA registration and clinical credibility, a construction tender on classification and pricing risk, and a technology tender on cybersecurity and data controls. Knowing what each buyer really values lets us help you write proposals that score well and make commitments you can keep.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Our seven areas',
      intro:
        'The sectors where government demand is strong and where our team has the deepest experience. Each page describes the regulators, what buyers expect and how we help.',
      numbered: true,
      cards: offeringCards(areas),
    },
    {
      heading: 'The same discipline in every sector',
      paragraphs: [
        'Whatever your sector, the fundamentals do not change: eligibility kept current, opportunities chosen carefully, proposals written to the criteria, and local content and Saudization commitments that you can actually deliver. Our services apply that discipline in every area, and our sector experience tailors it to the buyers you are targeting.',
      ],
    },
    {
      kind: 'cases',
      heading: 'Results across sectors',
      intro: 'Contracts our clients have won, from their published success stories.',
      show: { limit: 6 },
    },
    {
      kind: 'cta',
      heading: 'Not on the list?',
      body: 'Many opportunities sit between sectors, such as smart city projects. Talk to us anyway: we will tell you honestly whether we are the right partner.',
      primary: commonLinks.talkToUs,
    },
  ],
};
