'use client';

import { useEffect, useRef } from 'react';
import { listen } from '@/lib/listen';

export type DismissReason = 'outside' | 'escape';

/**
 * Closes a popup the way visitors expect: while `active`, a press outside `container()` calls
 * `onDismiss('outside')` and Escape calls `onDismiss('escape')` (the caller decides where focus
 * goes). `onDismiss` may change every render; only `active` re-subscribes.
 */
export function useDismiss(
  active: boolean,
  container: () => Element | null | undefined,
  onDismiss: (reason: DismissReason) => void,
) {
  const latest = useRef({ container, onDismiss });
  useEffect(() => {
    latest.current = { container, onDismiss };
  });

  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!latest.current.container()?.contains(event.target as Node)) {
        latest.current.onDismiss('outside');
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss('escape');
    };
    return listen(document, { pointerdown: onPointerDown, keydown: onKeyDown });
  }, [active]);
}
