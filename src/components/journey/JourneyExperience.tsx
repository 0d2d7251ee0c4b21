'use client';

import { X } from 'lucide-react';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Logo } from '@/components/brand/Logo';
import { useReducedMotion } from '@/components/effects/use-media-query';
import { WAVE } from '@/components/effects/wave/wave-model';
import type { JourneyFacts, JourneyFrameWords } from '@/site/journey';
import { IntroScreen } from './IntroScreen';
import { JourneyLoader } from './JourneyLoader';

/** The journey's scene: its chunk, and the company's facts its slides show (fetched with it). */
interface JourneyScene {
  parts: typeof import('./journey-scene');
  facts: JourneyFacts;
}

export interface JourneyExperienceProps {
  words: JourneyFrameWords;
  /** Close, skip or finish (the caller stores the flag and shows the site). */
  onClose(): void;
  /** Move keyboard focus to SKIP JOURNEY on open (when the visitor asked for the journey again). */
  takeFocus: boolean;
  /**
   * Fetch the scene (gsap, wave, slider, ripple) and the facts its slides show: only once the
   * journey is certain to show.
   */
  loadScene: boolean;
  /** The scene or its facts could not load (offline, a stale build): the caller shows the site instead. */
  onSceneError(): void;
}

// A box that does not depend on its text (as the intro's controls): on a slow first visit to an
// Arabic page the text is laid out only once its font is settled, and a text-sized button moved then.
const headerButtonClass =
  'inline-flex min-h-10 min-w-32 items-center justify-center gap-2 rounded-full border border-white/50 px-5 py-2 text-sm font-semibold tracking-wide hover:bg-white/10';

/**
 * The whole intro journey. Its frame (header, intro screen) is light and server-rendered, so the
 * headline paints with the page; the scene behind and after it (ripple, wave, slider, cursor
 * follower, and gsap with them) is a separate chunk fetched when `loadScene` turns true.
 */
export function JourneyExperience({
  words,
  onClose,
  takeFocus,
  loadScene,
  onSceneError,
}: JourneyExperienceProps) {
  const reducedMotion = useReducedMotion();
  const stageRef = useRef<HTMLDivElement>(null);
  const carouselRef = useRef<HTMLElement | null>(null);
  const skipRef = useRef<HTMLButtonElement>(null);
  const [scene, setScene] = useState<JourneyScene | null>(null);
  const [started, setStarted] = useState(false);
  const [introGone, setIntroGone] = useState(false);
  const [finishing, setFinishing] = useState(false);

  useEffect(() => {
    if (!loadScene || scene) return;
    let cancelled = false;
    import('./journey-scene')
      .then(async (parts) => ({ parts, facts: await parts.fetchJourneyFacts() }))
      .then((loaded) => {
        // A transition: the scene's first render (fifteen slides, the wave, the ripple's host)
        // yields to the browser between components instead of holding it in one long task.
        if (!cancelled) startTransition(() => setScene(loaded));
      })
      .catch((error: unknown) => {
        console.error('The intro journey could not load; showing the site instead.', error);
        if (!cancelled) onSceneError();
      });
    return () => {
      cancelled = true;
    };
  }, [loadScene, scene, onSceneError]);

  // A passive effect: it runs after the gate's layout effect has made the journey root visible.
  useEffect(() => {
    if (takeFocus) skipRef.current?.focus();
  }, [takeFocus]);

  // Escape closes the journey, like any full-screen overlay.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  // EXPLORE: the wave expands and the stage fades, then the journey closes.
  useEffect(() => {
    if (!finishing) return;
    if (reducedMotion) {
      onClose();
      return;
    }
    const timer = window.setTimeout(onClose, WAVE.expandS * 1000);
    return () => window.clearTimeout(timer);
  }, [finishing, reducedMotion, onClose]);

  const start = useCallback(() => setStarted(true), []);
  const onIntroGone = useCallback(() => setIntroGone(true), []);

  // After Start (and once the slider is there), the carousel takes focus so that its first slide is announced.
  useLayoutEffect(() => {
    if (started) carouselRef.current?.focus();
  }, [started, scene]);

  return (
    <div
      ref={stageRef}
      data-testid="journey-stage"
      data-journey-phase={finishing ? 'finishing' : started ? 'slider' : 'intro'}
      className={`absolute inset-0 overflow-hidden bg-teal-800 text-white transition-opacity duration-500 ${finishing ? 'opacity-0' : ''}`}
    >
      {scene && !reducedMotion ? <scene.parts.RippleBackground pressArea={stageRef} /> : null}
      {scene ? (
        <scene.parts.Wave
          mode={finishing ? 'expand' : started ? 'follow' : 'reveal'}
          reducedMotion={reducedMotion}
        />
      ) : null}

      <header className="absolute inset-x-0 top-0 z-30">
        <div className="container-page flex h-20 items-center justify-between">
          <Logo />
          {started ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={words.controls.close}
              className={headerButtonClass}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : (
            <button ref={skipRef} type="button" onClick={onClose} className={headerButtonClass}>
              {words.intro.skip}
            </button>
          )}
        </div>
      </header>

      {introGone ? null : (
        <div className={`absolute inset-0 z-20 ${started ? 'pointer-events-none' : ''}`}>
          <IntroScreen
            words={words.intro}
            started={started}
            reducedMotion={reducedMotion}
            onStart={start}
            onGone={onIntroGone}
          />
        </div>
      )}

      {scene ? (
        <>
          <scene.parts.JourneySlider
            active={started}
            reducedMotion={reducedMotion}
            onExplore={() => setFinishing(true)}
            carouselRef={carouselRef}
            facts={scene.facts}
          />
          <scene.parts.CursorFollower />
        </>
      ) : started ? (
        <JourneyLoader label={words.controls.loading} />
      ) : null}
    </div>
  );
}
