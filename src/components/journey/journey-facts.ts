import type { JourneyFacts } from '@/site/journey';
import { localeOf, localePath } from '@/site/locale';

/** The route that answers the journey's facts (src/app/journey-facts.json), /ar/… in Arabic. */
export const journeyFactsPath = '/journey-facts.json';

/**
 * The company's facts the slides show, in the page's language, fetched with the journey's scene
 * (so no page carries them in its payload for a journey most visits never play). A failure
 * rejects: the journey then shows the site instead, as when its scene cannot load.
 */
export async function fetchJourneyFacts(): Promise<JourneyFacts> {
  const response = await fetch(localePath(localeOf(location.pathname), journeyFactsPath));
  if (!response.ok) throw new Error(`${journeyFactsPath} answered ${response.status}`);
  return (await response.json()) as JourneyFacts;
}
