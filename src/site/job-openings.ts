import raw from '#content/jobs.json';
import { jobsSchema, parseContent, type JobEntry } from './content-schema';
import type { Locale } from './locale';

/** A current opening at Wasla, listed on the jobs page with its JobPosting data. */
export interface JobOpening {
  slug: string;
  title: string;
  location: string;
  /** Shown beside the location, in the page's language ("Full-time", «دوام كامل») */
  type: string;
  /** Schema.org employmentType */
  employmentType: JobEntry['employmentType'];
  /** ISO date the opening was posted */
  datePosted: string;
  summary: string;
  responsibilities: readonly string[];
  /** Not confirmed by the company: marked sample, and left out of the JobPosting data. */
  sample?: boolean;
}

/** The openings as content/jobs.json gives them (the one reader of the file), checked on first use. */
const entries = parseContent('content/jobs.json', jobsSchema, raw);

const employmentTypes: Readonly<Record<Locale, Record<JobEntry['employmentType'], string>>> = {
  en: { FULL_TIME: 'Full-time', PART_TIME: 'Part-time', CONTRACTOR: 'Contract' },
  ar: { FULL_TIME: 'دوام كامل', PART_TIME: 'دوام جزئي', CONTRACTOR: 'عقد' },
};

/** The current openings in a language: the same openings, slugs and dates in both. */
export function openingsIn(locale: Locale): JobOpening[] {
  return entries.map(({ ar, ...english }) => ({
    ...english,
    ...(locale === 'ar' && ar ? ar : {}),
    type: employmentTypes[locale][english.employmentType],
  }));
}
