import { create } from 'zustand';
import { browserStorage, hasSeenJourney, rememberJourneySeen } from './journey-flag';

/** The journey's state (slide, playing, visible), plus what the gate needs to know about how it came to show. */
export interface JourneyState {
  showParallex: boolean;
  hasSeenParallex: boolean;
  /** The stored flag has been read; until then the two fields above are the spec's defaults. */
  initialised: boolean;
  /** The visitor asked to see the journey again, so it takes keyboard focus when it opens. */
  replayed: boolean;
  /** Reads the stored flag once per page load ('true' hides the journey and marks it seen). */
  initialise(): void;
  /** Close, skip or finish: hide the journey, mark it seen and store the flag. */
  close(): void;
  /** The re-show action: clear the stored flag, mark the journey unseen and show it. */
  replay(): void;
}

export const useJourneyStore = create<JourneyState>()((set, get) => ({
  showParallex: true,
  hasSeenParallex: false,
  initialised: false,
  replayed: false,
  initialise() {
    if (get().initialised) return;
    const seen = hasSeenJourney(browserStorage());
    set({ initialised: true, hasSeenParallex: seen, showParallex: !seen });
  },
  close() {
    rememberJourneySeen(browserStorage(), true);
    set({ initialised: true, showParallex: false, hasSeenParallex: true, replayed: false });
  },
  replay() {
    rememberJourneySeen(browserStorage(), false);
    set({ initialised: true, showParallex: true, hasSeenParallex: false, replayed: true });
  },
}));
