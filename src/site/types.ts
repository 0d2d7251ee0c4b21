import type { HeroExtras, PageSection, ProseSection } from './sections';

/** Shapes of the site's words and data. Everything under src/site/ is typed by these. */

export interface ImageAsset {
  /** Path under public/, e.g. /images/services/market-entry.webp */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** One page's copy: metadata, its hero (h1, introduction, extras) and its sections. */
export interface PageCopy {
  /** Route path, e.g. /our-team */
  path: string;
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

/** A service or an area of focus: a page plus what the header's mega-menu shows. */
export interface Offering extends PageCopy {
  slug: string;
  /** Short name shown in menus, e.g. "Market Entry" */
  name: string;
  /** One sentence shown beside the image in the mega-menu */
  summary: string;
  image: ImageAsset;
  /** Its own words: what it covers (headings, paragraphs and bullets) */
  sections: ProseSection[];
}
