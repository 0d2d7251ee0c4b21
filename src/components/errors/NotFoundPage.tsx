import { headers } from 'next/headers';
import { notFoundContent } from '@/lib/errors/error-page';
import { ErrorView } from './ErrorView';

/** The 404 page body: "Page not found: {path}" for the path the visitor asked for. */
export async function NotFoundPage() {
  const path = (await headers()).get('x-pathname') ?? '/';
  return <ErrorView content={notFoundContent(path)} />;
}
