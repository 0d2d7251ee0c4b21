import { describe, expect, it } from 'vitest';
import { inLocale, isLocalized, isPlainObject } from '../localized';
import { composedPagesByLocale, pagesByLocale } from '../pages';
import { glossary } from './glossary';

type Module = Record<string, unknown>;

// The tests' own data (test-support.ts) is not the site's words.
const english = import.meta.glob<Module>(
  ['../**/*.ts', '!../ar/**', '!../**/*.test.ts', '!../**/test-support.ts'],
  { eager: true },
);
const arabic = import.meta.glob<Module>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });

/** Modules of src/site/ that need no Arabic twin: they hold data, settings or no words. */
const wordless = new Set([
  'authors.ts',
  'content-schema.ts',
  'founding.ts',
  // Reads content/jobs.json, which holds each opening's words in both languages.
  'job-openings.ts',
  'locale.ts',
  'localized.ts',
  'offerings.ts',
  // Builds the service and area pages; the words it adds are written side by side.
  'offering-pages.ts',
  'routes.ts',
  'search.ts',
  'sections.ts',
  'team.ts',
  'types.ts',
  // The words per language: it selects between the twins.
  'words.ts',
]);
/** Arabic modules that are nobody's twin: the glossary and the Arabic words' own helpers. */
const arabicOnly = new Set(['glossary.ts', 'figure-words.ts']);
/** Twins holding only their English module's words, not its settings, facts or functions. */
const partial = new Set(['company.ts', 'config.ts', 'contact-links.ts', 'offering-pages.ts']);
/** Exports a twin adds for what Arabic needs (the office days in Arabic words). */
const arabicExtras = new Set(['hoursLabelOf']);
/** English exports that are helpers, not words. */
const englishHelpers = new Set(['figureStatement', 'fixFieldsMessage']);

/** Whether a value holds words in every language side by side (a `Localized` leaf). */
function holdsBothLanguages(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsBothLanguages);
  if (!isPlainObject(value)) return false;
  return isLocalized(value) || Object.values(value).some(holdsBothLanguages);
}

/**
 * Modules that write each text in both languages side by side (src/site/localized.ts): a missing
 * word is a type error there, and each language's reading is checked below as a twin would be.
 */
const bilingual = Object.keys(english)
  .filter((key) => !(`./${key.slice('../'.length)}` in arabic))
  .filter((key) => Object.values(english[key]!).some(holdsBothLanguages))
  .map((key) => key.slice('../'.length));

/** Every Arabic twin beside its English module, by the English module's path under src/site/. */
const twins = [
  ...Object.keys(arabic)
    .map((key) => key.slice('./'.length))
    .filter((path) => !arabicOnly.has(path))
    .map((path) => ({
      path,
      en: english[`../${path}`],
      ar: arabic[`./${path}`]!,
      partial: partial.has(path),
    })),
  ...bilingual.map((path) => ({
    path,
    en: inLocale({ ...english[`../${path}`] }, 'en'),
    ar: inLocale({ ...english[`../${path}`] }, 'ar'),
    partial: false,
  })),
];

/** Strings that are addresses, keys or tags, not words: a twin keeps them exactly. */
const kept = new Set([
  'href',
  'link',
  'path',
  'src',
  'slug',
  'kind',
  'category',
  'story',
  'menu',
  'group',
  'code',
  'tel',
  'locale',
  'timeZone',
]);
/** Lists of English tags and slugs (posts' topics, related pages), kept as they are. */
const keptLists = new Set(['topics', 'related', 'days']);
const probe = '7';

/** A function's answer to the probe (a text, a number or a list of texts, whichever it takes). */
function call(fn: (arg: unknown) => unknown): unknown {
  for (const arg of [probe, [probe]]) {
    try {
      return fn(arg);
    } catch {
      // takes the other kind of argument
    }
  }
  return 'function';
}

/**
 * The facts a text carries: its numbers and email addresses (a lone 1 aside: «ساعة واحدة» says
 * "1 hour" in words, as Arabic does).
 */
const facts = (text: string) =>
  [...(text.match(/[\w.+-]+@[\w.-]+|\d+(?:[.,]\d+)?/g) ?? [])]
    .filter((fact) => fact !== '1')
    .sort()
    .join(' ');

/**
 * A module's shape with its words left out: every key, list length, address, number and fact
 * (numbers, emails) stays; the words become «§». Functions are called with a probe and their
 * answer compared the same way.
 */
function shape(value: unknown, key = '', parentKind?: unknown): unknown {
  if (typeof value === 'function') return shape(call(value as (arg: unknown) => unknown), key);
  if (value instanceof Map) return shape(Object.fromEntries(value), key);
  if (Array.isArray(value)) {
    if (keptLists.has(key)) return value;
    return value.map((item) => shape(item, key));
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((k) => [k, shape(record[k], k, record.kind)]),
    );
  }
  if (typeof value !== 'string') return value;
  if (kept.has(key) || (key === 'name' && parentKind === 'slot')) return value;
  if (key === 'value' && !/\d/.test(value)) return value; // an enquiry topic's value
  return `§ ${facts(value)}`;
}

const exportsOf = (twin: (typeof twins)[number]) =>
  Object.keys(twin.ar).filter(
    (name) => !arabicExtras.has(name) && !(twin.partial && typeof twin.ar[name] === 'function'),
  );

describe('Arabic twins', () => {
  it('every module of src/site/ that holds words has a twin under src/site/ar/, and every twin an English module', () => {
    const englishPaths = Object.keys(english).map((key) => key.slice('../'.length));
    const missing = englishPaths.filter(
      (path) => !wordless.has(path) && !(`./${path}` in arabic) && !bilingual.includes(path),
    );
    expect(missing).toEqual([]);
    expect(twins.filter((twin) => !twin.en).map((twin) => twin.path)).toEqual([]);
  });

  it('every page has its Arabic words: titles of at most 60 characters, descriptions of 120 to 160', () => {
    expect(Object.keys(pagesByLocale.ar)).toEqual(Object.keys(pagesByLocale.en));
    expect(composedPagesByLocale.ar.map((page) => page.path)).toEqual(
      composedPagesByLocale.en.map((page) => page.path),
    );
    const outOfBounds = composedPagesByLocale.ar
      .filter(
        (page) =>
          page.title.length > 60 || page.description.length < 120 || page.description.length > 160,
      )
      .map((page) => `${page.path}: ${page.title.length}, ${page.description.length}`);
    expect(outOfBounds).toEqual([]);
  });

  it.each(twins.map((twin) => [twin.path, twin] as const))(
    '%s exports what the English module exports, with the same structure, addresses and facts',
    (_path, { en = {}, ar, partial: isPartial, path }) => {
      if (!isPartial)
        expect(Object.keys(ar).sort()).toEqual(
          Object.keys(en)
            // A side-by-side export holds its Arabic words already.
            .filter((name) => !englishHelpers.has(name) && !holdsBothLanguages(en[name]))
            .sort(),
        );
      for (const name of exportsOf({ en, ar, partial: isPartial, path })) {
        expect(name in en, `${path}: ${name} is not an English export`).toBe(true);
        expect(shape(ar[name]), `${path}: ${name}`).toEqual(shape(en[name]));
      }
    },
  );
});

/** Every string a value holds (functions called with a probe). */
function strings(value: unknown): string[] {
  if (typeof value === 'function') return strings(call(value as (arg: unknown) => unknown));
  if (typeof value === 'string') return [value];
  if (value instanceof Map) return [...value.values()].flatMap(strings);
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => !kept.has(key) && !keptLists.has(key))
      .flatMap(([, item]) => strings(item));
  return [];
}

/** Entries whose Arabic term must appear wherever the English text uses the English one. */
const required = [
  'etimad',
  'governmentTenders',
  'procurementLaw',
  'localContent',
  'lcgpa',
  'vision2030',
  'misa',
  'commercialRegistration',
  'saudization',
  'zatca',
  'personalDataLaw',
  'compliance',
  'riyadh',
] as const;

/** English text without the glossary's longer terms holding `entry`'s ("Government Tenders and Procurement Law" is not "government tenders"). */
const withoutLongerTerms = (text: string, entry: { en: string }) =>
  Object.values(glossary)
    .map((other) => other.en.toLowerCase())
    .filter((other) => other !== entry.en.toLowerCase() && other.includes(entry.en.toLowerCase()))
    .reduce((rest, other) => rest.replaceAll(other, ''), text.toLowerCase());

describe('the glossary in the Arabic twins', () => {
  const texts = twins.map((twin) => ({
    path: twin.path,
    en: exportsOf(twin)
      .flatMap((name) => strings(twin.en?.[name]))
      .join(' '),
    ar: exportsOf(twin)
      .flatMap((name) => strings(twin.ar[name]))
      .join(' '),
  }));

  it('no twin uses a variant the glossary lists to avoid', () => {
    const found = texts.flatMap(({ path, ar }) =>
      Object.values(glossary).flatMap((entry) =>
        entry.avoid
          .filter((variant) => ar.includes(variant))
          .map((variant) => `${path}: ${variant}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('a twin uses the glossary’s term wherever its English module uses the English one', () => {
    const missing = texts.flatMap(({ path, en, ar }) =>
      required
        .map((key) => glossary[key])
        .filter((entry) => withoutLongerTerms(en, entry).includes(entry.en.toLowerCase()))
        // The term may take a prefix or lose its article («بمنصة», «منافسات»).
        .filter((entry) => !ar.includes(entry.ar.replace(/^ال/, '')))
        .map((entry) => `${path}: ${entry.en} → ${entry.ar}`),
    );
    expect(missing).toEqual([]);
  });
});
