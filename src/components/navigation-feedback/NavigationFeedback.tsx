'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { pathWithoutLocale } from '@/site/locale';
import { useEffect, useRef, useState } from 'react';
import { isBotUserAgent } from '@/lib/errors/bots';
import { listen } from '@/lib/listen';
import { claimChunkReload, isChunkLoadError } from '@/lib/navigation/reload-guard';
import { errorWordsAt } from '@/components/errors/error-words';
import { ErrorView } from '@/components/errors/ErrorView';
import { describeError, type ErrorPageContent } from '@/lib/errors/error-page';
import { internalNavigationTarget } from './internal-link';
import { pageLoadHoldMs, useNavigationProgress } from './progress-store';

const buildCheckIntervalMs = 5 * 60_000;
const ownBuildId = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';

/**
 * App-wide navigation feedback: the page-loading indicator (not on home), the one-reload
 * guard after a page file fails to load, the newer-build check, and the error page for
 * unhandled errors (only logged for bots).
 */
export function NavigationFeedback() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { loading, start, stop } = useNavigationProgress();
  const [fatal, setFatal] = useState<ErrorPageContent | null>(null);
  const newerBuild = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(stop, pageLoadHoldMs);
    return () => window.clearTimeout(timer);
  }, [pathname, searchParams, stop]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = internalNavigationTarget(
        event,
        window.location.origin,
        new URL(window.location.href),
      );
      if (!target) return;
      if (newerBuild.current) {
        // A newer build is live: load it with a full navigation instead of a client transition.
        event.preventDefault();
        window.location.assign(target.href);
        return;
      }
      if (pathWithoutLocale(target.pathname) !== '/') start();
    };
    const onPopState = () => pathWithoutLocale(window.location.pathname) !== '/' && start();
    // Capture phase: next/link cancels the click's default during bubbling.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    // Marks the page interactive (browser tests wait for it before clicking).
    document.documentElement.dataset.interactive = 'true';
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [start]);

  useEffect(() => {
    const handle = (error: unknown) => {
      stop();
      if (isChunkLoadError(error)) {
        if (claimChunkReload(window.location.pathname, Date.now(), window.sessionStorage))
          window.location.reload();
        return;
      }
      console.error('Unhandled error', error);
      if (isBotUserAgent(navigator.userAgent)) return;
      setFatal(describeError(error as Error, errorWordsAt(window.location.pathname)));
    };
    const onError = (event: ErrorEvent) => {
      if (event.error === undefined && !event.message) return; // resource errors carry no error
      handle(event.error ?? new Error(event.message));
    };
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    return listen(window, { error: onError, unhandledrejection: onRejection });
  }, [stop]);

  useEffect(() => {
    const check = async () => {
      if (document.visibilityState !== 'visible' || newerBuild.current) return;
      try {
        const response = await fetch('/api/build-id', { cache: 'no-store' });
        if (!response.ok) return;
        const { buildId } = (await response.json()) as { buildId?: string };
        if (buildId && buildId !== ownBuildId) newerBuild.current = true;
      } catch {
        // Offline or the server is restarting: try again on the next tick.
      }
    };
    const interval = window.setInterval(check, buildCheckIntervalMs);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);

  if (fatal) {
    return (
      <div
        className="fixed inset-0 z-[10000] overflow-auto bg-sand-50"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="fatal-error-title"
      >
        <ErrorView
          content={fatal}
          titleId="fatal-error-title"
          onRetry={() => window.location.reload()}
          words={errorWordsAt(pathname)}
        />
      </div>
    );
  }

  if (pathWithoutLocale(pathname) === '/' || !loading) return null;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-[10000] h-1"
      data-testid="page-loading-indicator"
    >
      <div className="h-full w-full animate-pulse ltr:origin-left rtl:origin-right bg-gold-500" />
      <span role="status" className="sr-only">
        Loading page…
      </span>
    </div>
  );
}
