import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/NotFoundView';
import { notFoundMetadata } from '@/components/errors/not-found-metadata';

export const generateMetadata = (): Promise<Metadata> => notFoundMetadata();

/**
 * notFound() outside the default layout. Unknown addresses get the 404 inside the header and
 * footer from (site)/[...unknown]; this tree travels with every page, so it carries no chrome.
 */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <NotFoundView />
    </main>
  );
}
