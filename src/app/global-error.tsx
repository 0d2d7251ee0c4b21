'use client';

import { ErrorBoundaryView } from '@/components/errors/ErrorBoundaryView';
import './globals.css';

/** A failure in the root layout itself: the error page in a document of its own. */
export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <ErrorBoundaryView {...props} />
        </main>
      </body>
    </html>
  );
}
