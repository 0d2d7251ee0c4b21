import { describe, expect, it } from 'vitest';
import { glossary } from './glossary';
import * as enAccount from '../account-copy';
import * as enCases from '../case-studies';
import * as enConfig from '../config';
import * as enContactLinks from '../contact-links';
import * as enEngagement from '../engagement';
import * as enEnquiry from '../enquiry-copy';
import * as enTopics from '../enquiry-topics';
import * as enFigures from '../figures';
import * as enNavigation from '../navigation';
import * as enContact from '../pages/contact-us';
import * as enHome from '../pages/home';
import * as enPostCategories from '../post-categories';
import * as enPostWords from '../post-words';
import * as enAreas from '../areas';
import * as enServices from '../services';
import * as enServicePages from '../services/pages';
import * as enAreaPages from '../areas/pages';
import * as arAccount from './account-copy';
import * as arCases from './case-studies';
import * as arConfig from './config';
import * as arContactLinks from './contact-links';
import * as arEngagement from './engagement';
import * as arEnquiry from './enquiry-copy';
import * as arTopics from './enquiry-topics';
import * as arFigures from './figures';
import * as arNavigation from './navigation';
import * as arContact from './pages/contact-us';
import * as arHome from './pages/home';
import * as arPostCategories from './post-categories';
import * as arPostWords from './post-words';
import * as arAreas from './areas';
import * as arServices from './services';
import * as arServicePages from './services/pages';
import * as arAreaPages from './areas/pages';

/**
 * Every Arabic twin beside its English module (by the English module's path under src/site/).
 * `partial`: the twin holds only the English module's words, not its settings.
 */
const twins: readonly { path: string; en: object; ar: object; partial?: boolean }[] = [
  { path: 'account-copy.ts', en: enAccount, ar: arAccount },
  { path: 'areas/index.ts', en: enAreas, ar: arAreas },
  { path: 'areas/pages.ts', en: enAreaPages, ar: arAreaPages },
  { path: 'case-studies.ts', en: enCases, ar: arCases },
  { path: 'config.ts', en: enConfig, ar: arConfig, partial: true },
  { path: 'contact-links.ts', en: enContactLinks, ar: arContactLinks, partial: true },
  { path: 'engagement.ts', en: enEngagement, ar: arEngagement },
  { path: 'enquiry-copy.ts', en: enEnquiry, ar: arEnquiry },
  { path: 'enquiry-topics.ts', en: enTopics, ar: arTopics },
  { path: 'figures.ts', en: enFigures, ar: arFigures },
  { path: 'navigation.ts', en: enNavigation, ar: arNavigation },
  { path: 'pages/contact-us.ts', en: enContact, ar: arContact },
  { path: 'pages/home.ts', en: enHome, ar: arHome },
  { path: 'post-categories.ts', en: enPostCategories, ar: arPostCategories },
  { path: 'post-words.ts', en: enPostWords, ar: arPostWords },
  { path: 'services/index.ts', en: enServices, ar: arServices },
  { path: 'services/pages.ts', en: enServicePages, ar: arServicePages },
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
  Object.keys(twin.ar).filter((name) => !['hoursLabel'].includes(name));

describe('Arabic twins', () => {
  it.each(twins.map((twin) => [twin.path, twin] as const))(
    '%s exports what the English module exports, with the same structure, addresses and facts',
    (_path, twin) => {
      const english = twin.en as Record<string, unknown>;
      const arabic = twin.ar as Record<string, unknown>;
      if (!twin.partial) expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
      for (const name of exportsOf(twin)) {
        expect(name in english, `${twin.path}: ${name} is not an English export`).toBe(true);
        expect(shape(arabic[name]), `${twin.path}: ${name}`).toEqual(shape(english[name]));
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

describe('the glossary in the Arabic twins', () => {
  const texts = twins.map((twin) => ({
    path: twin.path,
    en: exportsOf(twin)
      .flatMap((name) => strings((twin.en as Record<string, unknown>)[name]))
      .join(' '),
    ar: exportsOf(twin)
      .flatMap((name) => strings((twin.ar as Record<string, unknown>)[name]))
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
        .filter((entry) => en.toLowerCase().includes(entry.en.toLowerCase()))
        // The term may take a prefix or lose its article («بمنصة», «منافسات»).
        .filter((entry) => !ar.includes(entry.ar.replace(/^ال/, '')))
        .map((entry) => `${path}: ${entry.en} → ${entry.ar}`),
    );
    expect(missing).toEqual([]);
  });
});
