/**
 * The "intro journey seen" flag (localStorage `hasSeenParallex` = 'true') and the
 * `<html data-journey="show">` switch that globals.css uses to swap the site chrome for the journey.
 */

export const JOURNEY_STORAGE_KEY = 'hasSeenParallex';
export const JOURNEY_SEEN_VALUE = 'true';

/** Reads the flag; storage that cannot be read counts as "not seen", so the journey shows. */
export function hasSeenJourney(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(JOURNEY_STORAGE_KEY) === JOURNEY_SEEN_VALUE;
  } catch {
    return false;
  }
}

/** Writes or clears the flag; without usable storage the choice lasts for this page only. */
export function rememberJourneySeen(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  seen: boolean,
) {
  try {
    if (seen) storage?.setItem(JOURNEY_STORAGE_KEY, JOURNEY_SEEN_VALUE);
    else storage?.removeItem(JOURNEY_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: nothing to persist to.
  }
}

/** The browser's localStorage, or undefined where reading the property itself throws (blocked storage). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function setJourneyShown(root: HTMLElement, shown: boolean) {
  if (shown) root.dataset.journey = 'show';
  else delete root.dataset.journey;
}

const showStatement = 'document.documentElement.dataset.journey="show"';

/**
 * Inline scripts that run before the first paint. `home` shows the journey unless the flag
 * says it was seen (blocked storage shows it); `always` shows it (the /parallex replay).
 */
export const journeyGateScripts = {
  home: `try{if(localStorage.getItem(${JSON.stringify(JOURNEY_STORAGE_KEY)})!==${JSON.stringify(JOURNEY_SEEN_VALUE)})${showStatement}}catch(e){${showStatement}}`,
  always: showStatement,
} as const;

export type JourneyGateMode = keyof typeof journeyGateScripts;
