import 'server-only';
import { composedPages } from '@/site/pages';
import { siteRoutes } from '@/site/routes';
import { sectionWords } from '@/site/sections';
import type { PageCopy } from '@/site/types';
import { excerptAround, scoreFields, type WeightedField } from './text-match';

export interface PageSearchResult {
  kind: 'page';
  title: string;
  href: string;
  excerpt: string;
  score: number;
}

interface IndexedPage {
  copy: PageCopy;
  fields: WeightedField[];
  /**
   * Where an excerpt is taken from, best first: each a text of its own (a paragraph, an item,
   * a heading), so a snippet never runs a heading into the text below it.
   */
  passages: string[];
}

/** Shorter than this, a passage is a heading or a label: a longer one that matches reads better. */
const shortPassage = 60;

/** Pages a visitor can find: every public route's copy (services and areas of focus included). */
function buildIndex(): IndexedPage[] {
  const publicPaths = new Set(
    siteRoutes.filter((route) => route.public).map((route) => route.path),
  );
  return composedPages
    .filter((copy) => publicPaths.has(copy.path))
    .map((copy) => {
      const sections = copy.sections.flatMap(sectionWords).filter(Boolean);
      return {
        copy,
        fields: [
          { text: copy.title, weight: 8 },
          { text: copy.heading, weight: 6 },
          { text: copy.description, weight: 4 },
          { text: copy.intro, weight: 3 },
          // Passages apart (a full stop between them), so no word joins across two of them.
          { text: sections.join('. '), weight: 1 },
        ],
        passages: [copy.description, copy.intro, ...sections],
      };
    });
}

const index = buildIndex();

/** The site's pages matching every term, best match first. */
export function searchPages(terms: readonly string[]): PageSearchResult[] {
  return index
    .map(({ copy, fields, passages }) => {
      const score = scoreFields(terms, fields);
      const matching = passages.filter(
        (text) => scoreFields(terms.slice(0, 1), [{ text, weight: 1 }]) > 0,
      );
      const source =
        matching.find((text) => text.length >= shortPassage) ?? matching[0] ?? copy.description;
      return {
        kind: 'page' as const,
        title: copy.title,
        href: copy.path,
        excerpt: excerptAround(source, terms),
        score,
      };
    })
    .filter((result) => result.score > 0)
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
}
