import raw from '#content/founding.json';
import { foundingSchema, parseContent } from './content-schema';
import type { Locale } from './locale';
import type { TeamMember, TimelineSection } from './sections';
import { memberCard } from './team';

/**
 * How Wasla began (content/founding.json): the one reader of the file, checked on first use.
 * What the company has not given (the year, a founder's name) is not shown, never made up;
 * what it has not confirmed is marked sample.
 */
export const founding = parseContent('content/founding.json', foundingSchema, raw);

/** The founders' cards in a language. */
export function founders(locale: Locale = 'en'): TeamMember[] {
  return founding.founders.map((founder) => memberCard(founder, locale));
}

/** The milestones in a language, each labelled with its year when the file gives one. */
export function milestones(locale: Locale = 'en'): TimelineSection['events'] {
  return founding.milestones.map(({ ar, year, sample, ...english }) => {
    const words = locale === 'ar' && ar ? ar : english;
    return {
      ...words,
      label: year === undefined ? words.label : String(year),
      ...(sample ? { sample } : {}),
    };
  });
}
