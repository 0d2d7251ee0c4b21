'use client';

import { useRouter } from 'next/navigation';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type { JourneyExperienceProps } from './JourneyExperience';
import { setJourneyShown, type JourneyGateMode } from './journey-flag';
import { JourneyLoader } from './JourneyLoader';
import { useJourneyStore } from './journey-store';

/**
 * The journey's full-screen root. `home` (on /) shows the journey while the stored flag is not
 * 'true'; `always` (/parallex) shows it on every visit and goes home when it closes. The journey's
 * code is imported only once it is certain to show, so no other visit downloads it; its words come
 * from the server page as props for the same reason.
 */
export function JourneyGate({
  mode,
  loadingLabel,
}: {
  mode: JourneyGateMode;
  loadingLabel: string;
}) {
  const router = useRouter();
  const storeShows = useJourneyStore((state) => (state.initialised ? state.showParallex : null));
  const replayed = useJourneyStore((state) => state.replayed);
  const [failed, setFailed] = useState(false);
  const [Experience, setExperience] = useState<ComponentType<JourneyExperienceProps> | null>(null);
  // null until known: before that, the inline script's decision stands.
  const shown = failed ? false : mode === 'always' ? true : storeShows;
  const wasShown = useRef(false);

  useLayoutEffect(() => {
    if (mode === 'home') useJourneyStore.getState().initialise();
  }, [mode]);

  useLayoutEffect(() => {
    if (shown === null) return;
    const root = document.documentElement;
    setJourneyShown(root, shown);
    if (wasShown.current && !shown && mode === 'home') {
      // The journey closed over the home page: hand focus to the content it was hiding.
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus();
    }
    wasShown.current = shown;
    return () => setJourneyShown(root, false);
  }, [shown, mode]);

  useEffect(() => {
    if (!shown || Experience) return;
    let cancelled = false;
    import('./JourneyExperience')
      .then((module) => {
        if (!cancelled) setExperience(() => module.JourneyExperience);
      })
      .catch((error: unknown) => {
        // Offline or a stale build: the site itself still works, so show it instead.
        console.error('The intro journey could not load; showing the site instead.', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [shown, Experience]);

  const close = useCallback(() => {
    useJourneyStore.getState().close();
    if (mode === 'always') router.push('/');
  }, [mode, router]);

  return (
    <div data-journey-root className="fixed inset-0 z-[60] bg-teal-800 text-white">
      {shown && Experience ? <Experience onClose={close} takeFocus={replayed} /> : null}
      {shown !== false && !Experience ? <JourneyLoader label={loadingLabel} /> : null}
    </div>
  );
}
