/** What the error page shows for an error. */
export interface ErrorPageContent {
  status: number;
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

const serverErrorDescription =
  'Something went wrong on our side. Please try again in a moment, or contact us if it keeps happening.';

export function notFoundContent(path: string): ErrorPageContent {
  return {
    status: 404,
    title: 'Page Not Found',
    description: `Page not found: ${path}`,
    variant: 'not-found',
  };
}

export function describeError(error: ErrorLike | null | undefined): ErrorPageContent {
  const rawStatus = Number(error?.status ?? error?.statusCode);
  const status =
    Number.isInteger(rawStatus) && rawStatus >= 400 && rawStatus <= 599 ? rawStatus : 500;
  const defaultTitle = status === 404 ? 'Page Not Found' : 'Internal Server Error';
  const ownTitle = nonEmpty(error?.statusMessage) ?? nonEmpty(error?.message);
  return {
    status,
    title: ownTitle ?? defaultTitle,
    description:
      status === 404
        ? 'The page you are looking for does not exist or has moved.'
        : serverErrorDescription,
    variant: status === 404 ? 'not-found' : 'server-error',
  };
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
