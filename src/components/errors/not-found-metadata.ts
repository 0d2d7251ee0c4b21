import type { Metadata } from 'next';
import { requestWords } from '@/components/locale/request-locale';

/** The 404 page's title, in the language of the address asked for; never indexed. */
export async function notFoundMetadata(): Promise<Metadata> {
  const { errors } = (await requestWords()).chrome.chromeWords;
  return { title: errors.notFoundTitle, robots: { index: false } };
}
