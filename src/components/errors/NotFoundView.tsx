'use client';

import { usePathname } from 'next/navigation';
import { notFoundContent } from '@/lib/errors/error-page';
import { errorWordsAt } from './error-words';
import { ErrorView } from './ErrorView';

/**
 * The 404 body of the not-found.tsx files. Next sends each layout's not-found tree with every
 * page, so it is a client component without props: each page carries a reference, not the
 * rendered view. It reads the address in the browser, so it names the address the visitor
 * reached, in that address's language (the error views' words travel with them already).
 */
export function NotFoundView() {
  const pathname = usePathname() ?? '/';
  const words = errorWordsAt(pathname);
  return <ErrorView content={notFoundContent(pathname, words)} words={words} />;
}
