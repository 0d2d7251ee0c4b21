import { areasPath } from '../areas';
import { areaPages } from '../areas/pages';
import { productPaths } from '../config';
import { postCategories } from '../post-categories';
import { searchPath } from '../search';
import { servicesPath } from '../services';
import { servicePages } from '../services/pages';
import type { Company } from '../company';
import type { PageCopy, PageWords } from '../types';
import { accountPaths } from '../account-copy';
import { forgotPasswordPage, resetPasswordPage, verifyEmailPage } from './account-links';
import { areasPage } from './area-of-focus';
import { blogPage } from './blog';
import { contactPage, contactPageFor } from './contact-us';
import { culturePage } from './culture';
import { governmentProjectsPage, governmentProjectsPageFor } from './government-projects';
import { homePage, homePageFor } from './home';
import { jobsPage } from './jobs';
import { privacyPage } from './legal-privacy';
import { termsPage } from './legal-terms';
import { mediaPage, mediaPageFor } from './media';
import { ourTeamPage } from './our-team';
import { parallexPage } from './parallex';
import { partnersPage } from './partners';
import { pricingPage } from './pricing';
import { profilePage } from './profile';
import { registerPage } from './register';
import { searchPage } from './search';
import { servicesPage } from './services';
import { featuredStoryPage } from './stories-details';
import { storiesPage } from './stories';
import { styleGuidePage } from './testtt';
import { birthPage, birthPageFor } from './the-birth';
import { visionPage } from './vision';
import { workingAtPage } from './working-at';

/** Each page's words at its path: the one place a page's address is written. */
export function atPaths<const Table extends Record<string, PageWords>>(
  table: Table,
): { [Path in keyof Table & string]: Table[Path] & { path: Path } } {
  return Object.fromEntries(
    Object.entries(table).map(([path, words]) => [path, { path, ...words }]),
  ) as { [Path in keyof Table & string]: Table[Path] & { path: Path } };
}

/** Each company page's words at its path: a function of the company's facts, as companyPages holds it. */
export function companyPagesAt<const Table extends Record<string, (company: Company) => PageWords>>(
  table: Table,
): { [Path in keyof Table & string]: (company: Company) => PageCopy } {
  return Object.fromEntries(
    Object.entries(table).map(([path, pageFor]) => [
      path,
      (company: Company) => ({ path, ...pageFor(company) }),
    ]),
  ) as { [Path in keyof Table & string]: (company: Company) => PageCopy };
}

/**
 * Every fixed page of the site, keyed by its path, in the site's order (the route list, the
 * sitemap and the tests follow it). Service and area pages: src/site/services/, src/site/areas/.
 */
export const pages = atPaths({
  '/': homePage,
  [servicesPath]: servicesPage,
  [areasPath]: areasPage,
  [postCategories.blog.path]: blogPage,
  [postCategories.story.path]: storiesPage,
  '/stories/details': featuredStoryPage,
  '/government-projects': governmentProjectsPage,
  '/culture': culturePage,
  '/our-team': ourTeamPage,
  '/partners': partnersPage,
  '/media': mediaPage,
  '/pricing': pricingPage,
  '/contact-us': contactPage,
  [productPaths.jobs]: jobsPage,
  [productPaths.workingAt]: workingAtPage,
  [productPaths.birth]: birthPage,
  '/legal/terms': termsPage,
  '/legal/privacy': privacyPage,
  '/profile': profilePage,
  [searchPath]: searchPage,
  '/vision': visionPage,
  '/register': registerPage,
  [accountPaths.verifyEmail]: verifyEmailPage,
  [accountPaths.forgotPassword]: forgotPasswordPage,
  [accountPaths.resetPassword]: resetPasswordPage,
  '/testtt': styleGuidePage,
  '/parallex': parallexPage,
});

export type PagePath = keyof typeof pages;

/**
 * The pages that show the company's facts (contact details, press contact, figures), as
 * functions of the facts resolved for a request; `pages` holds them with content/company.json's.
 */
export const companyPages = companyPagesAt({
  '/': homePageFor,
  '/government-projects': governmentProjectsPageFor,
  '/media': mediaPageFor,
  '/contact-us': contactPageFor,
  [productPaths.birth]: birthPageFor,
});

/** Every page the site composes from its words: the fixed pages, then each service's and area's. */
export const composedPages: readonly PageCopy[] = [
  ...Object.values(pages),
  ...servicePages.en.values(),
  ...areaPages.en.values(),
];
