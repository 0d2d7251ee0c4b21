import { chromeWords, type ChromeWords } from '@/site/chrome';

type ErrorWords = ChromeWords['errors'];

/** What the error page shows for an error. */
export interface ErrorPageContent {
  /** The HTTP status, when it is known (a server error reaches the browser without it). */
  status?: number;
  title: string;
  description: string;
  variant: 'not-found' | 'server-error';
}

export interface ErrorLike {
  status?: unknown;
  statusCode?: unknown;
  statusMessage?: unknown;
  message?: unknown;
}

/** The 404 page of `path`, in the page's language (`words`; English by default). */
export function notFoundContent(
  path: string,
  words: ErrorWords = chromeWords.errors,
): ErrorPageContent {
  return {
    status: 404,
    title: words.notFoundTitle,
    description: words.notFoundAt(path),
    variant: 'not-found',
  };
}

export function describeError(
  error: ErrorLike | null | undefined,
  words: ErrorWords = chromeWords.errors,
): ErrorPageContent {
  const rawStatus = Number(error?.status ?? error?.statusCode);
  // Without a status of its own the error's number is unknown (the host may answer 503 for a
  // page that failed with 500), so none is shown; nor is a bare error's message, which is
  // written for developers.
  const status =
    Number.isInteger(rawStatus) && rawStatus >= 400 && rawStatus <= 599 ? rawStatus : undefined;
  const defaultTitle = status === 404 ? words.notFoundTitle : words.serverErrorTitle;
  const ownTitle =
    status === undefined ? undefined : (nonEmpty(error?.statusMessage) ?? nonEmpty(error?.message));
  return {
    status,
    title: ownTitle ?? defaultTitle,
    description: status === 404 ? words.notFoundDescription : words.serverErrorDescription,
    variant: status === 404 ? 'not-found' : 'server-error',
  };
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
