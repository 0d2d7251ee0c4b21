import * as englishChrome from './chrome';
import * as arabicChrome from './ar/chrome';
import * as arabicJourney from './ar/journey';
import * as arabicNavigation from './ar/navigation';
import { pages as arabicPages } from './ar/pages';
import * as englishConfig from './config';
import * as englishJourney from './journey';
import type { Locale } from './locale';
import * as englishNavigation from './navigation';
import { pages, type PagePath } from './pages';
import type { PageCopy } from './types';

/**
 * The site's words per language: each consumer asks for its page's language's words here, on
 * the server (`wordsFor(locale).navigation`), so a page carries one language only. The Arabic
 * twin of a module (src/site/ar/<same path>) exports the same names with the same types; until
 * a twin exists, its entry is the English module, and the page shows those words in English.
 */
export interface SiteWords {
  chrome: typeof englishChrome;
  config: typeof englishConfig;
  navigation: typeof englishNavigation;
  journey: typeof englishJourney;
  /** Each fixed page's words at its (English) path. */
  pages: Readonly<Record<PagePath, PageCopy>>;
}

const english: SiteWords = {
  chrome: englishChrome,
  config: englishConfig,
  navigation: englishNavigation,
  journey: englishJourney,
  pages,
};

const arabic: SiteWords = {
  chrome: arabicChrome,
  config: englishConfig,
  navigation: arabicNavigation,
  journey: arabicJourney,
  pages: arabicPages,
};

export function wordsFor(locale: Locale): SiteWords {
  return locale === 'ar' ? arabic : english;
}
