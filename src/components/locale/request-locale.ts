import 'server-only';
import { headers } from 'next/headers';
import { localeOf, pathWithoutLocale, type Locale } from '@/site/locale';
import { wordsFor, type SiteWords } from '@/site/words';

/** The address the visitor asked for (before the Arabic rewrite), as src/proxy.ts passes it. */
export async function requestPathname(): Promise<string> {
  return (await headers()).get('x-pathname') ?? '/';
}

/** The language of the page being rendered: read from its address, never from the visitor. */
export async function requestLocale(): Promise<Locale> {
  return localeOf(await requestPathname());
}

/** The page's address without its language prefix: the key of its words and its route. */
export async function requestRoutePath(): Promise<string> {
  return pathWithoutLocale(await requestPathname());
}

/** The words of the page being rendered, in its language. */
export async function requestWords(): Promise<SiteWords> {
  return wordsFor(await requestLocale());
}
