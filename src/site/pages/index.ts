import { areasPath } from '../areas';
import { areaPages } from '../areas/pages';
import { productPaths } from '../config';
import { postCategories } from '../post-categories';
import { searchPath } from '../search';
import { servicesPath } from '../services';
import { servicePages } from '../services/pages';
import type { Company } from '../company';
import { inLocale, perLocale } from '../localized';
import type { Locale } from '../locale';
import type { BilingualPage, PageCopy, PageWords } from '../types';
import { accountPaths } from '../account-copy';
import {
  forgotPasswordPageWords,
  resetPasswordPageWords,
  verifyEmailPageWords,
} from './account-links';
import { areasPageWords } from './area-of-focus';
import { blogPageWords } from './blog';
import { contactPageWords, contactPageWordsFor } from './contact-us';
import { culturePageWords } from './culture';
import { governmentProjectsPageWords, governmentProjectsPageWordsFor } from './government-projects';
import { homePageWords, homePageWordsFor } from './home';
import { jobsPageWords } from './jobs';
import { privacyPageWords } from './legal-privacy';
import { termsPageWords } from './legal-terms';
import { mediaPageWords, mediaPageWordsFor } from './media';
import { ourTeamPageWords } from './our-team';
import { parallexPageWords } from './parallex';
import { partnersPageWords } from './partners';
import { pricingPageWords } from './pricing';
import { profilePageWords } from './profile';
import { registerPageWords } from './register';
import { searchPageWords } from './search';
import { servicesPageWords } from './services';
import { featuredStoryPageWords } from './stories-details';
import { storiesPageWords } from './stories';
import { styleGuidePageWords } from './testtt';
import { birthPageWords, birthPageWordsFor } from './the-birth';
import { visionPageWords } from './vision';
import { workingAtPageWords } from './working-at';

/** Each page's words at its path: the one place a page's address is written. */
function atPaths<const Table extends Record<string, PageWords>>(
  table: Table,
): { [Path in keyof Table & string]: Table[Path] & { path: Path } } {
  return Object.fromEntries(
    Object.entries(table).map(([path, words]) => [path, { path, ...words }]),
  ) as { [Path in keyof Table & string]: Table[Path] & { path: Path } };
}

/**
 * Every fixed page's words in both languages, keyed by its path, in the site's order (the route
 * list, the sitemap and the tests follow it). Service and area pages: src/site/services/,
 * src/site/areas/.
 */
const pageWords = {
  '/': homePageWords,
  [servicesPath]: servicesPageWords,
  [areasPath]: areasPageWords,
  [postCategories.blog.path]: blogPageWords,
  [postCategories.story.path]: storiesPageWords,
  '/stories/details': featuredStoryPageWords,
  '/government-projects': governmentProjectsPageWords,
  '/culture': culturePageWords,
  '/our-team': ourTeamPageWords,
  '/partners': partnersPageWords,
  '/media': mediaPageWords,
  '/pricing': pricingPageWords,
  '/contact-us': contactPageWords,
  [productPaths.jobs]: jobsPageWords,
  [productPaths.workingAt]: workingAtPageWords,
  [productPaths.birth]: birthPageWords,
  '/legal/terms': termsPageWords,
  '/legal/privacy': privacyPageWords,
  '/profile': profilePageWords,
  [searchPath]: searchPageWords,
  '/vision': visionPageWords,
  '/register': registerPageWords,
  [accountPaths.verifyEmail]: verifyEmailPageWords,
  [accountPaths.forgotPassword]: forgotPasswordPageWords,
  [accountPaths.resetPassword]: resetPasswordPageWords,
  '/testtt': styleGuidePageWords,
  '/parallex': parallexPageWords,
};

/**
 * Every fixed page in each language, keyed by its English path (an Arabic address adds /ar where
 * it is rendered).
 */
export const pagesByLocale = perLocale((locale) => atPaths(inLocale(pageWords, locale)));

/** Every fixed page in English. */
export const pages = pagesByLocale.en;

export type PagePath = keyof typeof pages;

/**
 * The pages that show the company's facts (contact details, press contact, figures), as
 * functions of the facts resolved for a request; `pageWords` holds them with content/company.json's.
 */
const companyPageWords = {
  '/': homePageWordsFor,
  '/government-projects': governmentProjectsPageWordsFor,
  '/media': mediaPageWordsFor,
  '/contact-us': contactPageWordsFor,
  [productPaths.birth]: birthPageWordsFor,
} satisfies Partial<Record<PagePath, (company: Company) => BilingualPage>>;

/** Each company page in `locale` at its path, made with the facts resolved for a request. */
function companyPagesIn(locale: Locale): {
  [Path in keyof typeof companyPageWords]: (company: Company) => PageCopy;
} {
  return Object.fromEntries(
    Object.entries(companyPageWords).map(([path, wordsFor]) => [
      path,
      (company: Company): PageCopy => ({ path, ...inLocale(wordsFor(company), locale) }),
    ]),
  ) as { [Path in keyof typeof companyPageWords]: (company: Company) => PageCopy };
}

/** The company pages in each language. */
export const companyPagesByLocale = perLocale(companyPagesIn);

/** The company pages in English. */
export const companyPages = companyPagesByLocale.en;

/** Every page the site composes from its words, per language: the fixed pages, then each service's and area's. */
export const composedPagesByLocale = perLocale((locale): readonly PageCopy[] => [
  ...Object.values(pagesByLocale[locale]),
  ...servicePages[locale].values(),
  ...areaPages[locale].values(),
]);

/** Every English page the site composes from its words. */
export const composedPages = composedPagesByLocale.en;
