/**
 * Words of the page frame that no page module owns: the skip link, the title's suffix, the
 * language switcher's name and the error pages. Their Arabic twin: src/site/ar/chrome.ts.
 */
export interface ChromeWords {
  skipLink: string;
  /** Accessible names of the header's and the footer's navigation. */
  mainNavigation: string;
  footerNavigation: string;
  /** The header's account entry. */
  accountMenu: {
    register: string;
    profile: string;
    logout: string;
    signedInAs: string;
    /** After the signed-in name, for screen readers: what the button opens. */
    menuName: string;
  };
  /** The tag after a fact the company has not confirmed, and its explanation. */
  sample: { label: string; title: string };
  /** The language switcher's accessible name. */
  languageSwitcher: string;
  /** The blog and story lists' own words (`noun`: the list's posts, e.g. "blog posts"). */
  postList: {
    page: string;
    unavailable: string;
    none: string;
  };
  /** The page sections' own labels (src/components/sections), beside the page's words. */
  sections: {
    /** Before a step's title, for screen readers: "Step 2: ". */
    step: (number: number) => string;
    quotation: string;
    /** A quotation between the language's own quotation marks. */
    quoted: (text: string) => string;
    caseStudy: { buyer: string; scope: string };
    models: { suits: string; includes: string };
    partnerExamples: (kind: string) => string;
    contact: {
      office: string;
      hours: string;
      /** After the office hours: "(by appointment)". */
      byAppointment: string;
      /** Between the days and the hours. */
      comma: string;
      phone: string;
      email: string;
      openMap: string;
      newTab: string;
      mapAlt: (locality: string, siteName: string) => string;
      mapTitle: (locality: string, siteName: string) => string;
    };
    onThisPage: string;
  };
  /** A post page's and a post list's own labels. */
  posts: {
    tags: string;
    inThisArticle: string;
    pagination: string;
    /** Before a page number, for screen readers. */
    page: string;
    newer: string;
    older: string;
  };
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
  mainNavigation: 'Main',
  footerNavigation: 'Footer',
  accountMenu: {
    register: 'Register',
    profile: 'Profile',
    logout: 'Logout',
    signedInAs: 'Signed in as',
    menuName: 'account menu',
  },
  sample: { label: 'sample', title: 'Sample content: not yet confirmed by the company' },
  languageSwitcher: 'Language',
  postList: {
    page: 'Page {page}',
    unavailable: 'We cannot load the {noun} right now. Please try again in a few minutes.',
    none: 'No {noun} have been published yet.',
  },
  sections: {
    step: (number) => `Step ${number}: `,
    quotation: 'Quotation',
    quoted: (text) => `“${text}”`,
    caseStudy: { buyer: 'Buyer', scope: 'Scope' },
    models: { suits: 'Who it suits', includes: 'What is included' },
    partnerExamples: (kind) => `Examples of ${kind.toLowerCase()}`,
    contact: {
      office: 'Office',
      hours: 'Hours',
      byAppointment: '(by appointment)',
      comma: ', ',
      phone: 'Phone',
      email: 'Email',
      openMap: 'Open our address in a maps site',
      newTab: '(opens in a new tab)',
      mapAlt: (locality, siteName) =>
        `Map illustration of central ${locality} with a pin on the ${siteName} office`,
      mapTitle: (locality, siteName) => `Map of the ${siteName} office in ${locality}`,
    },
    onThisPage: 'On this page',
  },
  posts: {
    tags: 'Tags',
    inThisArticle: 'In this article',
    pagination: 'Pagination',
    page: 'Page',
    newer: 'Newer posts',
    older: 'Older posts',
  },
  errors: {
    notFoundTitle: 'Page Not Found',
    notFoundAt: (path) => `Page not found: ${path}`,
    notFoundDescription: 'The page you are looking for does not exist or has moved.',
    serverErrorTitle: 'Something went wrong',
    serverErrorDescription:
      'Something went wrong on our side. Please try again in a moment, or contact us if it keeps happening.',
    home: 'Go to the home page',
    retry: 'Try again',
    contact: 'Contact us',
  },
};
