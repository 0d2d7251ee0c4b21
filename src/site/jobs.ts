/** A current opening at Wasla, listed on the jobs page with its JobPosting data. */
export interface JobOpening {
  slug: string;
  title: string;
  location: string;
  /** Shown beside the location, in the page's language ("Full-time", «دوام كامل») */
  type: string;
  /** Schema.org employmentType */
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';
  /** ISO date the opening was posted */
  datePosted: string;
  summary: string;
  responsibilities: readonly string[];
}

export const jobOpenings: readonly JobOpening[] = [
  {
    slug: 'senior-bid-manager',
    title: 'Senior Bid Manager',
    location: 'Riyadh, Saudi Arabia',
    type: 'Full-time',
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-05',
    summary:
      'Lead government tender responses from the first reading of the conditions booklet to submission on Etimad, coordinating technical, financial and compliance contributors.',
    responsibilities: [
      'Plan each bid: timeline, owners, compliance matrix and review gates',
      'Write and edit executive summaries and technical sections in clear English and Arabic',
      'Run clarification questions and bid/no-bid reviews with clients',
    ],
  },
  {
    slug: 'procurement-compliance-specialist',
    title: 'Procurement Compliance Specialist',
    location: 'Riyadh, Saudi Arabia',
    type: 'Full-time',
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-19',
    summary:
      'Keep clients eligible and compliant under the Government Tenders and Procurement Law: certificates, local content requirements and contract obligations.',
    responsibilities: [
      'Check tender conditions against each client’s licences, certificates and Nitaqat status',
      'Prepare local content plans and evidence for the LCGPA',
      'Track contract obligations and deadlines after award',
    ],
  },
  {
    slug: 'government-relations-officer',
    title: 'Government Relations Officer',
    location: 'Riyadh, Saudi Arabia',
    type: 'Full-time',
    employmentType: 'FULL_TIME',
    datePosted: '2026-11-02',
    summary:
      'Handle clients’ registrations and transactions with Saudi authorities: MISA, the Ministry of Commerce, ZATCA, GOSI, Qiwa and Muqeem.',
    responsibilities: [
      'Prepare and follow up licence, registration and visa applications',
      'Keep each client’s government records and renewals up to date',
      'Explain requirements to international clients plainly',
    ],
  },
  {
    slug: 'arabic-english-proposal-editor',
    title: 'Arabic–English Proposal Editor',
    location: 'Riyadh, Saudi Arabia (hybrid)',
    type: 'Contract',
    employmentType: 'CONTRACTOR',
    datePosted: '2026-11-09',
    summary:
      'Edit and translate proposals, method statements and company profiles so that both language versions are accurate, consistent and persuasive.',
    responsibilities: [
      'Translate and edit technical and commercial bid documents',
      'Keep terminology consistent across a client’s bid library',
      'Check the final documents against the tender’s formatting rules',
    ],
  },
];

/** The openings list's own words (its Arabic twin: ar/jobs.ts). */
export interface OpeningsWords {
  heading: string;
  apply: string;
  /** The apply link's accessible name: the role it applies for. */
  applyFor: (title: string) => string;
  noneFits: string;
}

export const openingsWords: OpeningsWords = {
  heading: 'Current openings',
  apply: 'Apply for this role',
  applyFor: (title) => `Apply for ${title}`,
  noneFits:
    'No opening fits? Send a general application with the form below: we keep promising profiles in mind for future roles.',
};

/** The job value of an application that names no opening. */
export const GENERAL_APPLICATION = 'general';
