import type { Locale } from '@/site/locale';

/**
 * The language of the page the browser shows (the root layout sets `<html lang>` from the
 * address), for browser code that speaks to the visitor: validation messages, the API's
 * `Accept-Language`, dates drawn after load. English where there is no document (the server
 * passes its page's language explicitly).
 */
export function pageLocale(): Locale {
  return typeof document !== 'undefined' && document.documentElement.lang === 'ar' ? 'ar' : 'en';
}
