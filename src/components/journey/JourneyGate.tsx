'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { JourneyFrameWords } from '@/site/journey';
import { JourneyExperience } from './JourneyExperience';
import { setJourneyShown, type JourneyGateMode } from './journey-flag';
import { useJourneyStore } from './journey-store';

/**
 * The journey's full-screen root. `home` (on /) shows the journey while the stored flag is not
 * 'true'; `always` (/parallex) shows it on every visit and goes home when it closes. The journey's
 * frame is in the server's HTML (the inline gate script shows or hides it before paint); its
 * heavy scene is fetched only once the journey is certain to show, so no other visit downloads
 * it. Its words come from the server page as props, so the copy stays out of this chunk; the
 * company's facts that the slides show come with the scene (/journey-facts.json).
 */
export function JourneyGate({ mode, words }: { mode: JourneyGateMode; words: JourneyFrameWords }) {
  const router = useRouter();
  const storeShows = useJourneyStore((state) => (state.initialised ? state.showParallex : null));
  const replayed = useJourneyStore((state) => state.replayed);
  const [failed, setFailed] = useState(false);
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

  const close = useCallback(() => {
    useJourneyStore.getState().close();
    if (mode === 'always') router.push('/');
  }, [mode, router]);
  const showSiteInstead = useCallback(() => setFailed(true), []);

  return (
    <div data-journey-root className="fixed inset-0 z-[60] bg-teal-800 text-white">
      {shown === false ? null : (
        <JourneyExperience
          words={words}
          onClose={close}
          takeFocus={replayed}
          loadScene={shown === true}
          onSceneError={showSiteInstead}
        />
      )}
    </div>
  );
}
