'use client';

import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, updated when it changes. False while rendering on the server. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
/** A mouse, trackpad or pen is present (touch-only devices have no fine pointer). */
export const finePointerQuery = '(any-pointer: fine)';

export const useReducedMotion = () => useMediaQuery(reducedMotionQuery);
