import raw from '#content/company.json';
import { companySchema, parseContent } from './content-schema';

/**
 * The company's contact details, office, hours, social links and headline figures: the one reader
 * of content/company.json, checked on first use (a bad field stops the build naming it).
 */
export const company = parseContent('content/company.json', companySchema, raw);

/** Anything that may be sample content: `sample: true` until the company confirms it. */
export interface MaybeSample {
  sample?: boolean;
}

/** " (sample)" after a sample fact written into running text, so it never reads as confirmed. */
export const sampleNote = (fact: MaybeSample) => (fact.sample ? ' (sample)' : '');

/** The fact if the company confirmed it; structured data cannot mark a sample, so it leaves it out. */
export const confirmed = <T extends MaybeSample>(fact: T): T | undefined =>
  fact.sample ? undefined : fact;
