import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/errors/NotFoundPage';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

/**
 * notFound() outside the default layout. Unknown addresses get the 404 inside the header and
 * footer from (site)/[...unknown]; this tree travels with every page, so it carries no chrome.
 */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <NotFoundPage />
    </main>
  );
}
