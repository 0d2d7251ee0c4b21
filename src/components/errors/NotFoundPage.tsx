'use client';

import { usePathname } from 'next/navigation';
import { notFoundContent } from '@/lib/errors/error-page';
import { ErrorView } from './ErrorView';

/**
 * The 404 page body: "Page not found: {path}" for the path the visitor asked for. A client
 * component: Next sends the not-found trees with every page, and as a reference it costs the
 * page a few bytes instead of the rendered 404 body twice.
 */
export function NotFoundPage() {
  return <ErrorView content={notFoundContent(usePathname())} />;
}
