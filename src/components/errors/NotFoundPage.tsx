import { notFoundContent } from '@/lib/errors/error-page';
import { requestPathname, requestWords } from '@/components/locale/request-locale';
import { ErrorView } from './ErrorView';

/** The 404 page body: "Page not found: {path}" for the path the visitor asked for, in its language. */
export async function NotFoundPage() {
  const words = (await requestWords()).chrome.chromeWords.errors;
  return <ErrorView content={notFoundContent(await requestPathname(), words)} words={words} />;
}
