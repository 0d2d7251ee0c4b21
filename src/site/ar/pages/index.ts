import { accountPaths } from '../../account-copy';
import { areasPath } from '../../areas';
import { areaPages } from '../../areas/pages';
import { productPaths } from '../../config';
import { atPaths, companyPagesAt } from '../../pages';
import { postCategories } from '../../post-categories';
import { searchPath } from '../../search';
import { servicesPath } from '../../services';
import { servicePages } from '../../services/pages';
import type { PageCopy } from '../../types';
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

/**
 * Every fixed page in Arabic, keyed by its English path in the English table's order (the /ar
 * prefix is added where an address is rendered): ../../pages/index.ts's twin.
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

/** Every Arabic page the site composes from its words: the fixed pages, then each service's and area's. */
export const composedPages: readonly PageCopy[] = [
  ...Object.values(pages),
  ...servicePages.ar.values(),
  ...areaPages.ar.values(),
];
