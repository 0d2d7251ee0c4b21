/**
 * Words of the page frame that no page module owns: the skip link, the title's suffix, the
 * language switcher's name and the error pages. Their Arabic twin: src/site/ar/chrome.ts.
 */
export interface ChromeWords {
  skipLink: string;
  /** The site's name as a reader of this language writes it: " | name" ends every title. */
  siteName: string;
  /** Accessible names of the header's and the footer's navigation. */
  mainNavigation: string;
  footerNavigation: string;
  /** The language switcher's accessible name. */
  languageSwitcher: string;
  errors: {
    notFoundTitle: string;
    /** "Page not found: /x", the address the visitor asked for. */
    notFoundAt: (path: string) => string;
    notFoundDescription: string;
    serverErrorTitle: string;
    serverErrorDescription: string;
    home: string;
    retry: string;
    contact: string;
  };
}

export const chromeWords: ChromeWords = {
  skipLink: 'Skip to content',
  siteName: 'Wasla',
  mainNavigation: 'Main',
  footerNavigation: 'Footer',
  languageSwitcher: 'Language',
  errors: {
    notFoundTitle: 'Page Not Found',
    notFoundAt: (path) => `Page not found: ${path}`,
    notFoundDescription: 'The page you are looking for does not exist or has moved.',
    serverErrorTitle: 'Internal Server Error',
    serverErrorDescription:
      'Something went wrong on our side. Please try again in a moment, or contact us if it keeps happening.',
    home: 'Go to the home page',
    retry: 'Try again',
    contact: 'Contact us',
  },
};
