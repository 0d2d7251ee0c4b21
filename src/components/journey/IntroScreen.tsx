'use client';

import { useEffect } from 'react';
import { accountHref } from '@/components/accounts/account-links';
import type { JourneyFrameWords } from '@/site/journey';
import { browserStorage, rememberJourneySeen } from './journey-flag';
import { INTRO_FADE_OUT_S, INTRO_TITLE_DELAY_S } from './motion';

/**
 * The intro screen: headline, Start and SIGN IN (the sign-in tab of /register). It is in the server's HTML and its motion is
 * CSS, so it paints with the page: the headline fades in after 0.4 s; once started, the screen
 * fades out over 1 s and then reports that it is gone.
 */
export function IntroScreen({
  words,
  started,
  reducedMotion,
  onStart,
  onGone,
}: {
  words: JourneyFrameWords['intro'];
  started: boolean;
  reducedMotion: boolean;
  onStart(): void;
  onGone(): void;
}) {
  useEffect(() => {
    if (!started) return;
    if (reducedMotion) {
      onGone();
      return;
    }
    const timer = window.setTimeout(onGone, INTRO_FADE_OUT_S * 1000);
    return () => window.clearTimeout(timer);
  }, [started, reducedMotion, onGone]);

  return (
    <div
      inert={started}
      data-testid="journey-intro"
      style={{ transitionDuration: `${INTRO_FADE_OUT_S}s` }}
      className={`relative z-20 flex h-full flex-col items-center justify-center px-6 text-center transition-opacity ease-out motion-reduce:transition-none ${started ? 'opacity-0' : ''}`}
    >
      <p className="text-sm font-semibold uppercase tracking-[0.25em] text-sand-200">
        {words.eyebrow}
      </p>
      <h1
        style={{ animationDelay: `${INTRO_TITLE_DELAY_S}s` }}
        className="journey-intro-title mt-5 max-w-4xl text-4xl font-bold leading-tight md:text-6xl"
      >
        {words.heading}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-sand-100">{words.intro}</p>
      {/* Each control's box does not depend on its text: on a slow first visit to an Arabic page
          the text is laid out only once its font is settled, and a row sized by its text moved. */}
      <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
        <button
          type="button"
          onClick={onStart}
          className="inline-flex min-h-13 min-w-36 items-center justify-center rounded-full bg-gold-500 px-10 py-3.5 text-base font-semibold text-teal-950 hover:bg-sand-200"
        >
          {words.start}
        </button>
        {/* Signing in is a way past the journey: coming back to / shows the site, not the intro.
            A full page load, so the journey's state is read afresh from the flag on return. */}
        <a
          href={accountHref('signin')}
          onClick={() => rememberJourneySeen(browserStorage(), true)}
          className="inline-flex min-h-13 min-w-44 items-center justify-center rounded-full border border-white/60 px-8 py-3.5 text-sm font-semibold tracking-wide hover:bg-white/10"
        >
          {words.signIn.label}
        </a>
      </div>
    </div>
  );
}
