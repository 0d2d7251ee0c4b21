'use client';

import {
  useEffect,
  useSyncExternalStore,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';
import { scrolledPastDarkThreshold } from './header-state';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The visible controls inside `container` that Tab can reach, in document order. */
export function focusableWithin(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page has scrolled past the dark-header threshold; false on the server. */
export function useScrolledPastDarkThreshold(): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => scrolledPastDarkThreshold(window.scrollY),
    () => false,
  );
}

/**
 * Locks page scrolling while `active` and restores the previous inline styles afterwards.
 * The scrollbar's width is kept as padding so the page does not jump sideways.
 */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const scrollbarWidth = window.innerWidth - root.clientWidth;
    const previous = {
      overflow: root.style.overflow,
      paddingInlineEnd: root.style.paddingInlineEnd,
    };
    root.style.overflow = 'hidden';
    if (scrollbarWidth > 0) root.style.paddingInlineEnd = `${scrollbarWidth}px`;
    return () => {
      root.style.overflow = previous.overflow;
      root.style.paddingInlineEnd = previous.paddingInlineEnd;
    };
  }, [active]);
}

/**
 * While `active`: focuses the first control in the container, keeps Tab and Shift+Tab
 * inside it, and gives focus back to `returnFocusTo` when it ends.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  returnFocusTo: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const returnTarget = returnFocusTo.current;
    focusableWithin(root)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = focusableWithin(root);
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return event.preventDefault();
      const current = document.activeElement;
      const inside = current instanceof Node && root.contains(current);
      if (event.shiftKey && (current === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnTarget?.focus();
    };
  }, [active, container, returnFocusTo]);
}

/** Calls `onMatch` when the media query starts matching (e.g. the window grows to desktop). */
export function useMediaQueryMatch(query: string, onMatch: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const list = window.matchMedia(query);
    const onChange = () => {
      if (list.matches) onMatch();
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query, onMatch, enabled]);
}

/** Arrow keys, Home and End move focus between the links of a dropdown panel. */
export function moveFocusWithArrows(event: ReactKeyboardEvent<HTMLElement>) {
  const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
  const edge = { Home: 'first', End: 'last' }[event.key];
  if (step === undefined && edge === undefined) return;
  const controls = focusableWithin(event.currentTarget);
  if (controls.length === 0) return;
  const current = controls.indexOf(document.activeElement as HTMLElement);
  const last = controls.length - 1;
  let next: number;
  if (edge === 'first' || (current < 0 && step === 1)) next = 0;
  else if (edge === 'last' || current < 0) next = last;
  else next = (current + (step ?? 0) + controls.length) % controls.length;
  event.preventDefault();
  controls[next]?.focus();
}
