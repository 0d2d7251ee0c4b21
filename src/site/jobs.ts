import { openingsIn, type JobOpening } from './job-openings';

export type { JobOpening };

/** The current openings (content/jobs.json), in English. */
export const jobOpenings: readonly JobOpening[] = openingsIn('en');

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
