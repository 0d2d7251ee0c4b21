// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { useJourneyStore } from './journey-store';

const initialState = useJourneyStore.getState();

beforeEach(() => {
  window.localStorage.clear();
  useJourneyStore.setState(initialState, true);
});

describe('the journey store: state and visibility', () => {
  it('starts with the spec defaults: shown and not seen', () => {
    const state = useJourneyStore.getState();
    expect(state.showParallex).toBe(true);
    expect(state.hasSeenParallex).toBe(false);
  });

  it('on start hides the journey and marks it seen when the stored flag is "true"', () => {
    window.localStorage.setItem('hasSeenParallex', 'true');
    useJourneyStore.getState().initialise();
    expect(useJourneyStore.getState()).toMatchObject({
      showParallex: false,
      hasSeenParallex: true,
      initialised: true,
    });
  });

  it('on start shows the journey when the flag is missing', () => {
    useJourneyStore.getState().initialise();
    expect(useJourneyStore.getState()).toMatchObject({
      showParallex: true,
      hasSeenParallex: false,
    });
  });

  it('reads the flag once per page: a later storage change does not undo a decision', () => {
    useJourneyStore.getState().initialise();
    window.localStorage.setItem('hasSeenParallex', 'true');
    useJourneyStore.getState().initialise();
    expect(useJourneyStore.getState().showParallex).toBe(true);
  });

  it('closing hides the journey, marks it seen and writes the flag', () => {
    useJourneyStore.getState().initialise();
    useJourneyStore.getState().close();
    expect(useJourneyStore.getState()).toMatchObject({
      showParallex: false,
      hasSeenParallex: true,
    });
    expect(window.localStorage.getItem('hasSeenParallex')).toBe('true');
  });

  it('the re-show action clears the flag, marks the journey unseen and shows it, asking for focus', () => {
    window.localStorage.setItem('hasSeenParallex', 'true');
    useJourneyStore.getState().initialise();
    useJourneyStore.getState().replay();
    expect(useJourneyStore.getState()).toMatchObject({
      showParallex: true,
      hasSeenParallex: false,
      replayed: true,
    });
    expect(window.localStorage.getItem('hasSeenParallex')).toBeNull();
  });
});
