import 'server-only';
import type { Company } from '@/site/company';
import { localePath, type Locale } from '@/site/locale';
import { companyPagesByLocale, composedPagesByLocale } from '@/site/pages';
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

/** One page in one language: its title, and where an excerpt may come from, best first. */
interface PageText {
  copy: PageCopy;
  /**
   * Each a text of its own (a paragraph, an item, a heading), so no snippet runs two together;
   * each as a field list kept with the index, so the search reads it once, not once a query.
   */
  passages: { text: string; fields: WeightedField[] }[];
}

/**
 * A page as the search knows it: its words in both languages in one set of fields, so an
 * English query on the Arabic site (Etimad, a service's English name) and an Arabic one on the
 * English site find the same page; the result is shown in the visitor's language.
 */
interface IndexedPage {
  path: string;
  fields: WeightedField[];
  texts: Partial<Record<Locale, PageText>>;
}

/** Shorter than this, a passage is a heading or a label: a longer one that matches reads better. */
const shortPassage = 60;

const fieldsOf = (copy: PageCopy, sections: string[]): WeightedField[] => [
  { text: copy.title, weight: 8 },
  { text: copy.heading, weight: 6 },
  { text: copy.description, weight: 4 },
  { text: copy.intro, weight: 3 },
  // Passages apart (a full stop between them), so no word joins across two of them.
  { text: sections.join('. '), weight: 1 },
];

/** A language's pages, those that show the company's facts made with `company`'s. */
function withFacts(
  copies: readonly PageCopy[],
  pagesFor: Readonly<Partial<Record<string, (company: Company) => PageCopy>>>,
  company: Company,
): PageCopy[] {
  return copies.map((copy) => pagesFor[copy.path]?.(company) ?? copy);
}

/** Pages a visitor can find: every public route's copy (services and areas of focus included). */
function buildIndex(company: Company): IndexedPage[] {
  const publicPaths = new Set(
    siteRoutes.filter((route) => route.public).map((route) => route.path),
  );
  const arabic = new Map(
    withFacts(composedPagesByLocale.ar, companyPagesByLocale.ar, company).map((copy) => [
      copy.path,
      copy,
    ]),
  );
  return withFacts(composedPagesByLocale.en, companyPagesByLocale.en, company)
    .filter((copy) => publicPaths.has(copy.path))
    .map((english) => {
      const copies = { en: english, ar: arabic.get(english.path) };
      const texts: IndexedPage['texts'] = {};
      const fields: WeightedField[] = [];
      for (const locale of ['en', 'ar'] as const) {
        const copy = copies[locale];
        if (!copy) continue;
        const sections = copy.sections.flatMap(sectionWords).filter(Boolean);
        fields.push(...fieldsOf(copy, sections));
        texts[locale] = {
          copy,
          passages: [copy.description, copy.intro, ...sections].map((text) => ({
            text,
            fields: [{ text, weight: 1 }],
          })),
        };
      }
      return { path: english.path, fields, texts };
    });
}

// Built once for a set of facts: the built-in content's once, WordPress's again only when they change.
let built: { facts: string; index: IndexedPage[] } | undefined;
function indexFor(company: Company): IndexedPage[] {
  const facts = JSON.stringify(company);
  if (built?.facts !== facts) built = { facts, index: buildIndex(company) };
  return built.index;
}

/** The excerpt of a page for the query: a passage in the visitor's language that holds its first word. */
function excerptOf({ copy, passages }: PageText, terms: readonly string[]): string {
  const first = terms.slice(0, 1);
  const matching = passages
    .filter((passage) => scoreFields(first, passage.fields) > 0)
    .map((passage) => passage.text);
  const source =
    matching.find((text) => text.length >= shortPassage) ?? matching[0] ?? copy.description;
  return excerptAround(source, terms);
}

/**
 * The site's pages matching every term (in either language), best match first, in `locale`;
 * the pages that show the company's facts as `company` (the facts resolved for the request) says them.
 */
export function searchPages(
  terms: readonly string[],
  locale: Locale,
  company: Company,
): PageSearchResult[] {
  return indexFor(company)
    .map((page) => ({ page, score: scoreFields(terms, page.fields) }))
    .filter(({ score }) => score > 0)
    .map(({ page, score }) => {
      const text = page.texts[locale] ?? page.texts.en!;
      return {
        kind: 'page' as const,
        title: text.copy.title,
        href: localePath(locale, page.path),
        excerpt: excerptOf(text, terms),
        score,
      };
    })
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title, locale));
}
