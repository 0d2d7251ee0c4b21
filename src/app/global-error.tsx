'use client';

import { usePathname } from 'next/navigation';
import { ErrorBoundaryView } from '@/components/errors/ErrorBoundaryView';
import { localeFacts, localeOf } from '@/site/locale';
import './globals.css';

/** A failure in the root layout itself: the error page in a document of its own. */
export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { lang, dir } = localeFacts[localeOf(usePathname() ?? '/')];
  return (
    <html lang={lang} dir={dir}>
      <body>
        <main id="main">
          <ErrorBoundaryView {...props} />
        </main>
      </body>
    </html>
  );
}
