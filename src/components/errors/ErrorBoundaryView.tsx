'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useNavigationProgress } from '@/components/navigation-feedback/progress-store';
import { describeError } from '@/lib/errors/error-page';
import { errorWordsAt } from './error-words';
import { ErrorView } from './ErrorView';

/** What error.tsx files render: logs the error, clears the page-loading indicator, offers a retry. */
export function ErrorBoundaryView({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const words = errorWordsAt(usePathname() ?? '/');
  const stopProgress = useNavigationProgress((state) => state.stop);
  useEffect(() => {
    console.error('Page error', error.digest ?? '', error);
    stopProgress();
  }, [error, stopProgress]);
  // Server errors reach the browser with a generic message and no status; only the digest
  // identifies them.
  const content = describeError(error.digest ? {} : error, words);
  return <ErrorView content={content} onRetry={reset} words={words} />;
}
