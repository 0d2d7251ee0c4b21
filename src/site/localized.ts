import { locales, type Locale } from './locale';

/**
 * Words written once in every language, side by side: a page's structure (its sections, order,
 * links, pictures) is written once and each of its texts is a `Localized` leaf, so leaving out
 * a language's word is a type error.
 */
export type Localized<Text = string> = { readonly [Language in Locale]: Text };

/**
 * `T` with each of its texts written in every language; the keys in `Kept` (tags, slugs) as they
 * are. A part that differs in more than its words (a list made from each language's data) may be
 * given whole per language.
 */
export type Bilingual<T, Kept extends string = never> = T extends string
  ? string extends T
    ? Localized
    : T
  : T extends readonly (infer Item)[]
    ? readonly Bilingual<Item, Kept>[] | Localized<T>
    : T extends object
      ? | { readonly [Key in keyof T]: Key extends Kept ? T[Key] : Bilingual<T[Key], Kept> }
        | Localized<T>
      : T;

/** `T` as one language reads it: each `Localized` leaf becomes its text in that language. */
export type InLocale<T> =
  T extends Localized<infer Text>
    ? Text
    : T extends (...args: never[]) => unknown
      ? T
      : T extends readonly (infer Item)[]
        ? InLocale<Item>[]
        : T extends object
          ? { -readonly [Key in keyof T]: InLocale<T[Key]> }
          : T;

/** An object written as a literal (not a Map, a date or a class's instance). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

/** Whether `value` is one text per language (exactly the keys `en` and `ar`). */
export function isLocalized(value: object): value is Localized<unknown> {
  const keys = Object.keys(value);
  return keys.length === locales.length && locales.every((locale) => keys.includes(locale));
}

/**
 * `value` in `locale`: every `Localized` leaf, at any depth of its plain objects and lists,
 * replaced by that language's text.
 */
export function inLocale<T>(value: T, locale: Locale): InLocale<T> {
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale)) as InLocale<T>;
  if (isPlainObject(value)) {
    if (isLocalized(value)) return value[locale] as InLocale<T>;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, inLocale(item, locale)]),
    ) as InLocale<T>;
  }
  return value as InLocale<T>;
}

/** One value per language, made by `make` for each. */
export function perLocale<Value>(make: (locale: Locale) => Value): Localized<Value> {
  return Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Localized<Value>;
}

/**
 * Each language's list of the same things (a section list another module keeps per language),
 * item by item: one `Localized` item per position.
 */
export function sideBySide<Item>(lists: Localized<readonly Item[]>): Localized<Item>[] {
  return lists.en.map((_item, index) => perLocale((locale) => lists[locale][index]!));
}
