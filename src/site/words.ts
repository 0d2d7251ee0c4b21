import * as englishChrome from './chrome';
import * as arabicChrome from './ar/chrome';
import * as arabicConfig from './ar/config';
import * as arabicEnquiryCopy from './ar/enquiry-copy';
import * as arabicForms from './ar/form-words';
import * as arabicJobs from './ar/jobs';
import * as arabicPostCategories from './ar/post-categories';
import * as englishConfig from './config';
import * as englishEnquiryCopy from './enquiry-copy';
import { enquiryTopicWords, type EnquiryTopicWords } from './enquiry-topics';
import * as englishForms from './form-words';
import * as englishJobs from './jobs';
import { journeyByLocale, type JourneyWords } from './journey';
import { areaPages } from './areas/pages';
import { servicePages } from './services/pages';
import type { Locale } from './locale';
import { navigationByLocale, type NavigationWords } from './navigation';
import { companyPagesByLocale, pagesByLocale, type PagePath } from './pages';
import type { Company } from './company';
import * as englishPostCategories from './post-categories';
import type { PageCopy } from './types';

/**
 * The site's words per language: each consumer asks for its page's language's words here, on
 * the server (`wordsFor(locale).navigation`), so a page carries one language only. The Arabic
 * twin of a module (src/site/ar/<same path>) exports the same names with the same types.
 */

/** The words of config.ts (its addresses and settings stay there). */
interface ConfigWords {
  site: {
    name: string;
    legalName: string;
    tagline: string;
    description: string;
    copyrightYear: number;
    socialImage: { src: string; width: number; height: number; alt: string };
  };
  usefulLinks: typeof englishConfig.usefulLinks;
  governmentInsights: typeof englishConfig.governmentInsights;
}

export interface SiteWords {
  chrome: typeof englishChrome;
  config: ConfigWords;
  navigation: NavigationWords;
  enquiryCopy: typeof englishEnquiryCopy;
  enquiryTopics: EnquiryTopicWords;
  forms: typeof englishForms;
  journey: JourneyWords;
  jobs: typeof englishJobs;
  /** The service and area pages' words, by slug. */
  servicePages: (typeof servicePages)['en'];
  areaPages: (typeof areaPages)['en'];
  /** The lists' words; slugs and addresses are the English ones. */
  postCategories: {
    postCategories: {
      [Category in keyof typeof englishPostCategories.postCategories]: Omit<
        (typeof englishPostCategories.postCategories)[Category],
        'label' | 'noun' | 'relatedHeading'
      > & { label: string; noun: string; relatedHeading: string };
    };
  };
  /** Each fixed page's words at its (English) path. */
  pages: Readonly<Record<PagePath, PageCopy>>;
  /** The pages that show the company's facts, made with the facts resolved for a request. */
  companyPages: Readonly<Partial<Record<PagePath, (company: Company) => PageCopy>>>;
}

const english: SiteWords = {
  chrome: englishChrome,
  config: englishConfig,
  navigation: navigationByLocale.en,
  enquiryCopy: englishEnquiryCopy,
  enquiryTopics: enquiryTopicWords.en,
  forms: englishForms,
  journey: journeyByLocale.en,
  jobs: englishJobs,
  servicePages: servicePages.en,
  areaPages: areaPages.en,
  postCategories: englishPostCategories,
  pages: pagesByLocale.en,
  companyPages: companyPagesByLocale.en,
};

const arabic: SiteWords = {
  chrome: arabicChrome,
  config: arabicConfig,
  navigation: navigationByLocale.ar,
  enquiryCopy: arabicEnquiryCopy,
  enquiryTopics: enquiryTopicWords.ar,
  forms: { ...englishForms, ...arabicForms },
  journey: journeyByLocale.ar,
  jobs: arabicJobs,
  servicePages: servicePages.ar,
  areaPages: areaPages.ar,
  postCategories: arabicPostCategories,
  pages: pagesByLocale.ar,
  companyPages: companyPagesByLocale.ar,
};

export function wordsFor(locale: Locale): SiteWords {
  return locale === 'ar' ? arabic : english;
}
