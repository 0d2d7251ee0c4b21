import { describe, expect, it } from 'vitest';
import {
  hasSeenJourney,
  journeyGateScripts,
  JOURNEY_STORAGE_KEY,
  rememberJourneySeen,
} from './journey-flag';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const blockedStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

/** Runs an inline gate script against a fake document and storage; returns the resulting dataset. */
function runGateScript(script: string, storage: unknown) {
  const dataset: Record<string, string> = {};
  new Function('localStorage', 'document', script)(storage, { documentElement: { dataset } });
  return dataset;
}

describe('the journey flag', () => {
  it('is stored under hasSeenParallex with the value "true"', () => {
    const storage = memoryStorage();
    rememberJourneySeen(storage, true);
    expect(storage.values.get('hasSeenParallex')).toBe('true');
    expect(JOURNEY_STORAGE_KEY).toBe('hasSeenParallex');
  });

  it('reads as seen only when it is exactly "true"', () => {
    expect(hasSeenJourney(memoryStorage({ hasSeenParallex: 'true' }))).toBe(true);
    expect(hasSeenJourney(memoryStorage({ hasSeenParallex: 'yes' }))).toBe(false);
    expect(hasSeenJourney(memoryStorage())).toBe(false);
  });

  it('is cleared by the re-show action', () => {
    const storage = memoryStorage({ hasSeenParallex: 'true' });
    rememberJourneySeen(storage, false);
    expect(storage.values.has('hasSeenParallex')).toBe(false);
  });

  it('counts blocked or missing storage as not seen, and writing to it does not throw', () => {
    expect(hasSeenJourney(blockedStorage)).toBe(false);
    expect(hasSeenJourney(undefined)).toBe(false);
    expect(() => rememberJourneySeen(blockedStorage, true)).not.toThrow();
  });
});

describe('the inline gate script', () => {
  it('shows the journey on a first visit', () => {
    expect(runGateScript(journeyGateScripts.home, memoryStorage())).toEqual({ journey: 'show' });
  });

  it('leaves the site alone for a returning visitor', () => {
    expect(
      runGateScript(journeyGateScripts.home, memoryStorage({ hasSeenParallex: 'true' })),
    ).toEqual({});
  });

  it('shows the journey when storage is blocked, without throwing', () => {
    expect(runGateScript(journeyGateScripts.home, blockedStorage)).toEqual({ journey: 'show' });
  });

  it('always shows the journey on /parallex, whatever the flag', () => {
    expect(
      runGateScript(journeyGateScripts.always, memoryStorage({ hasSeenParallex: 'true' })),
    ).toEqual({ journey: 'show' });
  });
});
