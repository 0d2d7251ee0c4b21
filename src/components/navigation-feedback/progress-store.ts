import { create } from 'zustand';

/** Page-loading indicator state: set when navigation starts, cleared after the page finishes or on error. */
export const pageLoadHoldMs = 500;

interface ProgressState {
  loading: boolean;
  start(): void;
  stop(): void;
}

export const useNavigationProgress = create<ProgressState>((set) => ({
  loading: false,
  start: () => set({ loading: true }),
  stop: () => set({ loading: false }),
}));
