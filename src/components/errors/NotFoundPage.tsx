'use client';

import { usePathname } from 'next/navigation';
import { notFoundContent } from '@/lib/errors/error-page';
import { ErrorView } from './ErrorView';

/**
 * The 404 page body: "Page not found: {path}" for the path the visitor asked for. A client
 * component: Next.js writes the not-found trees into every page's payload, where a reference
 * costs a few bytes and the rendered view cost a kilobyte twice over.
 */
export function NotFoundPage() {
  const path = usePathname() ?? '/';
  return <ErrorView content={notFoundContent(path)} />;
}
