import type { CaseStudy } from './sections';

/** The story featured at /stories/details (front matter `featured: true`). */
export const featuredCaseStudy: CaseStudy = {
  story: 'greek-engineering-firm-first-saudi-infrastructure-contract',
  title: 'A Greek engineering firm wins its first Saudi infrastructure contract',
  sector: 'Construction',
  buyer: 'A municipality in the south-west of the Kingdom',
  scope:
    'Design and build of a stormwater network and flood-protection channels, through a joint venture with a classified Saudi contractor',
  outcomes: [
    { value: 'SAR 24M', label: 'contract value' },
    { value: '30 months', label: 'contract term' },
  ],
  topics: ['Construction', 'Joint Ventures', 'Market Entry', 'Etimad'],
  image: {
    src: '/images/posts/greek-engineering-firm-first-saudi-infrastructure-contract.webp',
    width: 1200,
    height: 630,
    alt: '',
  },
};

/**
 * The published success stories (content/posts, category story) as figures. Every value is
 * taken from the story itself; a story's client stays anonymous, as it is in the story.
 */
export const caseStudies: readonly CaseStudy[] = [
  featuredCaseStudy,
  {
    story: 'uae-energy-services-company-public-university-retrofit',
    title: 'A UAE energy services company wins a public university retrofit',
    sector: 'Energy',
    buyer: 'A Saudi public university',
    scope:
      'Energy audit, fixed-price retrofit of chilled-water controls, lighting and building management, and three years of measured savings',
    outcomes: [
      { value: 'SAR 12M', label: 'contract value' },
      { value: '3 years', label: 'of measured and verified savings' },
    ],
    topics: ['Energy', 'Financial Services', 'Local Content', 'Joint Ventures'],
  },
  {
    story: 'us-cybersecurity-company-managed-soc-government-contract',
    title: 'A US cybersecurity company wins a government SOC contract',
    sector: 'Information technology',
    buyer: 'A government agency in Riyadh',
    scope:
      'A managed security operations centre, run and hosted in the Kingdom after moving the regional headquarters to Riyadh',
    outcomes: [
      { value: 'SAR 14M', label: 'contract value' },
      { value: '3 years', label: 'contract term' },
    ],
    topics: ['Information Technology', 'Regional HQ', 'Compliance', 'Market Entry'],
  },
  {
    story: 'uk-fire-safety-consultancy-public-schools-life-safety-programme',
    title: 'A UK fire-safety consultancy wins a life-safety programme for public schools',
    sector: 'Safety and security',
    buyer: 'A government entity responsible for public school buildings in one region',
    scope:
      'Fire and life safety survey of around 180 school buildings, a risk register, remediation designs and supervision of priority works',
    outcomes: [
      { value: 'SAR 7M', label: 'programme value' },
      { value: '180', label: 'school buildings surveyed' },
    ],
    topics: ['Safety and Security', 'Market Entry', 'Compliance', 'Digital Transformation'],
  },
  {
    story: 'uk-healthcare-operator-rehabilitation-services-saudi-hospitals',
    title: 'A UK healthcare operator runs rehabilitation services in two government hospitals',
    sector: 'Healthcare',
    buyer: 'A government health entity',
    scope:
      'Inpatient and outpatient rehabilitation services at two hospitals, staffed with a largely Saudi clinical team',
    outcomes: [
      { value: 'SAR 11M', label: 'contract value' },
      { value: '10 weeks', label: 'from signature to services live' },
    ],
    topics: ['Healthcare', 'HR Outsourcing', 'Saudization', 'Tender Management'],
  },
  {
    story: 'saudi-facilities-management-company-subcontractor-to-prime-contractor',
    title: 'A Saudi facilities-management company becomes a prime contractor',
    sector: 'Operation and maintenance',
    buyer: 'A government entity in the Eastern Province',
    scope:
      'Operation and maintenance of office buildings and service centres, won in its own name after three lost bids, with 60 staff added',
    outcomes: [
      { value: 'SAR 16M', label: 'contract value' },
      { value: '3 years', label: 'contract term' },
    ],
    topics: ['Operation and Maintenance', 'Tender Management', 'Nitaqat', 'Digital Transformation'],
  },
];

/** Stories about any of the topics, those sharing most first. */
export function caseStudiesAbout(topics: readonly string[], limit = 3): CaseStudy[] {
  const wanted = new Set(topics.map((topic) => topic.toLowerCase()));
  const shared = (study: CaseStudy) =>
    study.topics.filter((topic) => wanted.has(topic.toLowerCase())).length;
  return caseStudies
    .filter((study) => shared(study) > 0)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, limit);
}
