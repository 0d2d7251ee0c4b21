import type { Bilingual } from './localized';
import type { FaqItem, HeroExtras, PageSection, ProseSection } from './sections';

/** Shapes of the site's words and data. Everything under src/site/ is typed by these. */

export interface ImageAsset {
  /** Path under public/, e.g. /images/services/market-entry.webp */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * One page's words: metadata, its hero (h1, introduction, extras) and its sections. A page's module
 * (src/site/pages/<page>.ts) exports one; its address is its key in the page table.
 */
export interface PageWords {
  /** Document title (the layout appends " | Wasla") */
  title: string;
  /** Meta description, 120–160 characters */
  description: string;
  /** The page's h1 */
  heading: string;
  /** One or two sentences under the h1 */
  intro: string;
  hero?: HeroExtras;
  /** A long document (the legal pages): its sections with a table of contents beside them */
  tableOfContents?: boolean;
  sections: readonly PageSection[];
}

/** A page as routes, metadata and search read it: its words at its path. */
export interface PageCopy extends PageWords {
  /** Route path, e.g. /our-team */
  path: string;
}

/** A service or an area of focus as menus, cards, enquiry topics and the journey show it. */
export interface OfferingCard {
  slug: string;
  /** Its page, e.g. /services/market-entry */
  path: string;
  /** Short name shown in menus, e.g. "Market Entry" */
  name: string;
  /** One sentence shown beside the image in the mega-menu */
  summary: string;
  image: ImageAsset;
}

/** A service or an area with what its page links to besides its words. */
export interface Offering<Slug extends string = string> extends OfferingCard {
  slug: Slug;
  /** Post tags about it: related articles and success stories */
  topics: string[];
  /** The services or areas to suggest next */
  related: Slug[];
}

/** A service's or an area's own page: its words, and what the page adds around them. */
export interface OfferingWords {
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** Its own words: what it covers (headings, paragraphs and bullets) */
  sections: ProseSection[];
  faq: FaqItem[];
}

/** A page's words in every language, side by side. */
export type BilingualPage = Bilingual<PageWords, KeptKey>;

/** Keys whose strings are addresses, slugs or tags: the same in every language. */
export type KeptKey =
  'href' | 'link' | 'path' | 'src' | 'slug' | 'category' | 'story' | 'code' | 'tel';

/** A service's or an area's page words in every language, side by side. */
export type OfferingText = Bilingual<OfferingWords>;

/**
 * A words object's type with its strings widened: `export const x: Words<typeof xWords> = xWords`
 * keeps the English object's shape (`as const` for its keys) while its Arabic twin, with other
 * strings, has the same type.
 */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Words<Result>
    : T extends object
      ? { readonly [Key in keyof T]: Words<T[Key]> }
      : T;
