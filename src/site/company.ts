import raw from '#content/company.json';
import { companySchema, parseContent, type Company } from './content-schema';

export type { Company };

/**
 * The company's contact details, office, hours, social links and headline figures as
 * content/company.json gives them, checked on first use (a bad field stops the build naming it):
 * the built-in content's facts, and the fallback while WordPress gives none. Pages and components
 * take the facts resolved for the request (src/server/company.ts), never this directly.
 */
export const fileCompany: Company = parseContent('content/company.json', companySchema, raw);

/** Anything that may be sample content: `sample: true` until the company confirms it. */
export interface MaybeSample {
  sample?: boolean;
}

/** " (sample)" after a sample fact written into running text, so it never reads as confirmed. */
export const sampleNote = (fact: MaybeSample) => (fact.sample ? ' (sample)' : '');

/** The fact if the company confirmed it; structured data cannot mark a sample, so it leaves it out. */
export const confirmed = <T extends MaybeSample>(fact: T): T | undefined =>
  fact.sample ? undefined : fact;
