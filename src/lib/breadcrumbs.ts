import type { Crumb } from './structured-data';
import { areasByLocale } from '@/site/areas';
import { localePath, type Locale } from '@/site/locale';
import { servicesByLocale } from '@/site/services';
import { wordsFor } from '@/site/words';

/** Each page's name at its (English) path in one language, and home's. */
function namesIn(locale: Locale) {
  const words = wordsFor(locale);
  const home = words.navigation.mainNav.find(
    (entry): entry is Extract<typeof entry, { kind: 'link' }> =>
      entry.kind === 'link' && entry.href === '/',
  );
  return {
    home: home?.label ?? words.config.site.name,
    pages: new Map<string, string>([
      ...Object.values(words.pages).map((copy) => [copy.path, copy.title] as const),
      ...[...servicesByLocale[locale], ...areasByLocale[locale]].map(
        (offering) => [offering.path, offering.name] as const,
      ),
    ]),
  };
}
const names = { en: namesIn('en'), ar: namesIn('ar') };

/**
 * Home, then each ancestor of the path that is a page of its own (there is no /legal page, so
 * the legal pages sit directly under home), then the page: named and addressed in the page's
 * language (`path` is the English path).
 */
export function breadcrumbTrail(path: string, title: string, locale: Locale = 'en'): Crumb[] {
  const { home, pages } = names[locale];
  const trail: Crumb[] = [{ name: home, path: localePath(locale, '/') }];
  const segments = path.split('/').filter(Boolean);
  segments.slice(0, -1).forEach((_, index) => {
    const ancestor = `/${segments.slice(0, index + 1).join('/')}`;
    const name = pages.get(ancestor);
    if (name) trail.push({ name, path: localePath(locale, ancestor) });
  });
  trail.push({ name: title, path: localePath(locale, path) });
  return trail;
}
