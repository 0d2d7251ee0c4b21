'use client';

import { X } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Logo } from '@/components/brand/Logo';
import { CursorFollower } from '@/components/effects/cursor/CursorFollower';
import { RippleBackground } from '@/components/effects/ripple/RippleBackground';
import { useReducedMotion } from '@/components/effects/use-media-query';
import { Wave } from '@/components/effects/wave/Wave';
import { WAVE } from '@/components/effects/wave/wave-model';
import { journeyControls, journeyIntro } from '@/site/journey';
import { IntroScreen } from './IntroScreen';
import { JourneySlider } from './JourneySlider';

export interface JourneyExperienceProps {
  /** Close, skip or finish (the caller stores the flag and shows the site). */
  onClose(): void;
  /** Move keyboard focus to SKIP JOURNEY on open (when the visitor asked for the journey again). */
  takeFocus: boolean;
}

const headerButtonClass =
  'inline-flex items-center gap-2 rounded-full border border-white/50 px-5 py-2 text-sm font-semibold tracking-wide hover:bg-white/10';

/**
 * The whole intro journey: ripple background, wave, intro screen, then the slider. This module
 * and everything it imports (gsap, the wave, the slider; the WebGL code is a further chunk) are
 * loaded only when the journey is about to show.
 */
export function JourneyExperience({ onClose, takeFocus }: JourneyExperienceProps) {
  const reducedMotion = useReducedMotion();
  const stageRef = useRef<HTMLDivElement>(null);
  const carouselRef = useRef<HTMLElement | null>(null);
  const skipRef = useRef<HTMLButtonElement>(null);
  const [started, setStarted] = useState(false);
  const [introGone, setIntroGone] = useState(false);
  const [finishing, setFinishing] = useState(false);

  useLayoutEffect(() => {
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

  const start = useCallback(() => {
    setStarted(true);
  }, []);
  const onIntroGone = useCallback(() => setIntroGone(true), []);

  // After Start, the carousel takes focus so that its first slide is announced.
  useLayoutEffect(() => {
    if (started) carouselRef.current?.focus();
  }, [started]);

  return (
    <div
      ref={stageRef}
      data-testid="journey-stage"
      data-journey-phase={finishing ? 'finishing' : started ? 'slider' : 'intro'}
      className={`absolute inset-0 overflow-hidden bg-teal-800 text-white transition-opacity duration-500 ${finishing ? 'opacity-0' : ''}`}
    >
      {reducedMotion ? null : <RippleBackground pressArea={stageRef} />}
      <Wave
        mode={finishing ? 'expand' : started ? 'follow' : 'reveal'}
        reducedMotion={reducedMotion}
      />

      <header className="absolute inset-x-0 top-0 z-30">
        <div className="container-page flex h-20 items-center justify-between">
          <Logo />
          {started ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={journeyControls.close}
              className={headerButtonClass}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : (
            <button ref={skipRef} type="button" onClick={onClose} className={headerButtonClass}>
              {journeyIntro.skip}
            </button>
          )}
        </div>
      </header>

      {introGone ? null : (
        <div className={`absolute inset-0 z-20 ${started ? 'pointer-events-none' : ''}`}>
          <IntroScreen
            started={started}
            reducedMotion={reducedMotion}
            onStart={start}
            onGone={onIntroGone}
          />
        </div>
      )}

      <JourneySlider
        active={started}
        reducedMotion={reducedMotion}
        onExplore={() => setFinishing(true)}
        carouselRef={carouselRef}
      />
      <CursorFollower />
    </div>
  );
}
