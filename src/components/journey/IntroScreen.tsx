'use client';

import { gsap } from 'gsap';
import Link from 'next/link';
import { useLayoutEffect, useRef } from 'react';
import { journeyIntro } from '@/site/journey';
import { INTRO_FADE_OUT_S, INTRO_TITLE_DELAY_S } from './motion';

/**
 * The intro screen: headline, Start and SIGN IN. The headline fades in after 0.4 s; once
 * started, the screen fades out over 1 s and then reports that it is gone.
 */
export function IntroScreen({
  started,
  reducedMotion,
  onStart,
  onGone,
}: {
  started: boolean;
  reducedMotion: boolean;
  onStart(): void;
  onGone(): void;
}) {
  const screenRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useLayoutEffect(() => {
    const title = titleRef.current;
    if (!title || reducedMotion) return;
    const tween = gsap.fromTo(
      title,
      { autoAlpha: 0, y: 24 },
      { autoAlpha: 1, y: 0, delay: INTRO_TITLE_DELAY_S, duration: 1, ease: 'power2.out' },
    );
    return () => {
      tween.kill();
    };
  }, [reducedMotion]);

  useLayoutEffect(() => {
    const screen = screenRef.current;
    if (!started || !screen) return;
    if (reducedMotion) {
      onGone();
      return;
    }
    const tween = gsap.to(screen, {
      autoAlpha: 0,
      duration: INTRO_FADE_OUT_S,
      ease: 'power1.out',
      onComplete: onGone,
    });
    return () => {
      tween.kill();
    };
  }, [started, reducedMotion, onGone]);

  return (
    <div
      ref={screenRef}
      inert={started}
      data-testid="journey-intro"
      className="relative z-20 flex h-full flex-col items-center justify-center px-6 text-center"
    >
      <p className="text-sm font-semibold uppercase tracking-[0.25em] text-sand-200">
        {journeyIntro.eyebrow}
      </p>
      <h1 ref={titleRef} className="mt-5 max-w-4xl text-4xl font-bold leading-tight md:text-6xl">
        {journeyIntro.heading}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-sand-100">{journeyIntro.intro}</p>
      <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
        <button
          type="button"
          onClick={onStart}
          className="rounded-full bg-gold-500 px-10 py-3.5 text-base font-semibold text-teal-950 hover:bg-sand-200"
        >
          {journeyIntro.start}
        </button>
        <Link
          href={journeyIntro.signIn.href}
          className="rounded-full border border-white/60 px-8 py-3.5 text-sm font-semibold tracking-wide hover:bg-white/10"
        >
          {journeyIntro.signIn.label}
        </Link>
      </div>
    </div>
  );
}
