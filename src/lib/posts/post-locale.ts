import { localePath, type Locale } from '@/site/locale';
import { postPath } from './cards';
import { detectLanguage } from './language';

/**
 * The site language a post belongs to: Arabic when it is written in Arabic, else English. A
 * post page reads the companion plugin's word for it (`view.language`); a list, which reads no
 * plugin field (a WordPress without the plugin would refuse the whole list), tells it from the
 * script of the title and excerpt, as the plugin itself does when no language is ticked.
 */
export function localeOfLanguage(language: string): Locale {
  return language === 'ar' ? 'ar' : 'en';
}

export function summaryLocale(post: { title: string; excerpt: string | null }): Locale {
  return localeOfLanguage(detectLanguage(`${post.title} ${post.excerpt ?? ''}`).language);
}

/**
 * Where a list, the sitemap and the feed send a reader: the post's address under its list, in
 * its language's part of the site (an Arabic post under /ar), which is its canonical address.
 */
export function postAddress(
  post: Parameters<typeof postPath>[0] & { title: string; excerpt: string | null },
): string {
  return localePath(summaryLocale(post), postPath(post));
}
