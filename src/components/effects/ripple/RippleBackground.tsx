'use client';

import { useEffect, useRef, type RefObject } from 'react';

const logFailure = (error: unknown) =>
  console.error('The ripple background could not start; showing the plain background.', error);

/**
 * The full-screen water-ripple background. Its code is a separate chunk, fetched only when this
 * mounts, and its WebGL runs in a worker. If it cannot start, the error is logged and the plain
 * dark-teal background behind it stays.
 */
export function RippleBackground({ pressArea }: { pressArea: RefObject<HTMLElement | null> }) {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    const area = pressArea.current;
    if (!host || !area) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./ripple-background')
      .then(({ startRippleBackground }) => {
        if (!unmounted) stop = startRippleBackground(host, area, logFailure);
      })
      .catch(logFailure);
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [pressArea]);

  return (
    <div
      ref={hostRef}
      aria-hidden="true"
      data-testid="ripple-background"
      className="absolute inset-0 bg-teal-800"
    />
  );
}
