import 'server-only';
import { normalise, normaliseWithOffsets, queryForm, wordForms } from './normalise';

/** At most this many words of a query are matched; the rest are ignored. */
const maxTerms = 8;
const excerptLength = 180;

const words = (text: string) =>
  normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The distinct words of a query as the search looks for them (normalise.ts: folded, Arabic stems). */
export function queryTerms(query: string): string[] {
  return [...new Set(words(query).map(queryForm))].slice(0, maxTerms);
}

/** A searchable field and how much a match in it counts. */
export interface WeightedField {
  text: string;
  weight: number;
}

/** Fields as the search reads them: every word's forms after a space. */
const prepared = new WeakMap<readonly WeightedField[], WeightedField[]>();

/** A field list read once: the page index's fields are kept and searched for every query. */
function preparedFields(fields: readonly WeightedField[]): WeightedField[] {
  let ready = prepared.get(fields);
  if (!ready) {
    ready = fields.map((field) => ({
      text: ` ${words(field.text).flatMap(wordForms).join(' ')}`,
      weight: field.weight,
    }));
    prepared.set(fields, ready);
  }
  return ready;
}

/**
 * Scores a document for the query's terms: every term must occur in some field (prefix of a
 * word, so "tender" finds "tenders"); each term counts the weight of the best field holding it.
 * Returns 0 when a term is missing.
 */
export function scoreFields(terms: readonly string[], fields: readonly WeightedField[]): number {
  if (terms.length === 0) return 0;
  const prepared = preparedFields(fields);
  let score = 0;
  for (const term of terms) {
    const best = Math.max(
      0,
      ...prepared.filter((field) => field.text.includes(` ${term}`)).map((field) => field.weight),
    );
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/** Where a word starting with `term` begins, after any Arabic article or one-letter prefix. */
const wordStart = (term: string) =>
  new RegExp(
    `(?<=^|[^\\p{L}\\p{N}])(?:[وفبك]?ال|[وف]?لل|[وفبكل])?${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    'u',
  );

/**
 * About 180 characters of `text` around the first word starting with one of the terms, cut at
 * word boundaries, with an ellipsis where it was cut. The start of the text when none occurs.
 */
export function excerptAround(text: string, terms: readonly string[]): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= excerptLength) return clean;
  const { folded, offsets } = normaliseWithOffsets(clean);
  const hits = terms
    .map((term) => folded.search(wordStart(term)))
    .filter((index) => index >= 0)
    .map((index) => offsets[index]!);
  const hit = hits.length > 0 ? Math.min(...hits) : 0;
  let start = Math.max(0, hit - Math.floor(excerptLength / 3));
  let end = Math.min(clean.length, start + excerptLength);
  start = Math.max(0, end - excerptLength);
  if (start > 0) start = clean.indexOf(' ', start) + 1 || start;
  if (end < clean.length)
    end = clean.lastIndexOf(' ', end) > start ? clean.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${clean.slice(start, end).trim()}${end < clean.length ? '…' : ''}`;
}
