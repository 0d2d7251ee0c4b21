import { chromeWords as arabic } from '@/site/ar/chrome';
import { chromeWords as english, type ChromeWords } from '@/site/chrome';
import { localeOf } from '@/site/locale';

/**
 * The error page's words for the address being shown, for the error views that run in the
 * browser (an error boundary has no server to ask): both languages' few lines travel with them.
 */
export function errorWordsAt(pathname: string): ChromeWords['errors'] {
  return (localeOf(pathname) === 'ar' ? arabic : english).errors;
}
