'use client';

import { gsap } from 'gsap';
import { useEffect, useReducer, useRef, useState } from 'react';
import { inlineSign } from '@/lib/inline-direction';
import {
  cssEasing,
  nextWaveState,
  phaseAt,
  phaseLoopSeconds,
  revealAt,
  revealEases,
  revealMs,
  stepTrail,
  trailSteps,
  trailAtRest,
  trailTargets,
  WAVE,
  wavelength,
  wavePath,
  type PointerPosition,
} from './wave-model';

/** What the journey asks of the wave: draw itself in, follow the pointer, or expand as the journey ends. */
export type WaveMode = 'reveal' | 'follow' | 'expand';

interface Motion {
  amplitude: number;
  /** Share of the path drawn, 0–1 */
  drawn: number;
  follow: number;
  phase: number;
  strokeWidth: number;
  opacity: number;
  trail: number[];
  pointer: PointerPosition | null;
  lastPointerMove: number;
  carriedMs: number;
}

/**
 * The decorative SVG wave across the journey stage. It draws itself in (3.5 s), relaxes its
 * amplitude (2 s), then bends toward the pointer once the journey starts. A zero width puts it in
 * the error state, where it renders nothing. With reduced motion it is a still line. On a
 * right-to-left page it is drawn mirrored, so it draws in and travels the way the page reads.
 */
export function Wave({ mode, reducedMotion }: { mode: WaveMode; reducedMotion: boolean }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const glideRef = useRef<HTMLDivElement>(null);
  const pathRef = useRef<SVGPathElement>(null);
  const wakeRef = useRef<(() => void) | null>(null);
  const [width, setWidth] = useState(0);
  const widthRef = useRef(0);
  const [state, dispatch] = useReducer(nextWaveState, 'initial');
  const motion = useRef<Motion>({
    amplitude: WAVE.startAmplitude,
    drawn: 0,
    follow: 0,
    phase: 0,
    strokeWidth: WAVE.strokeWidth,
    opacity: 1,
    trail: new Array<number>(WAVE.trailPoints).fill(0),
    pointer: null,
    lastPointerMove: 0,
    carriedMs: 0,
  });

  // The width comes from the observer's first report, after the browser's own layout: reading it
  // as the scene mounts would lay out the whole new scene (fifteen slides) inside that task.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = (measured: number) => {
      if (measured > 0 && measured === widthRef.current) return;
      widthRef.current = measured;
      setWidth(measured);
      wakeRef.current?.();
      if (measured <= 0) dispatch('zeroWidth');
    };
    const observer = new ResizeObserver(([entry]) => measure(entry?.contentRect.width ?? 0));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // Draw in, then relax to the settled amplitude (the frame loop's effect below runs the reveal).
  useEffect(() => {
    if (!reducedMotion) {
      dispatch('reveal');
      return;
    }
    Object.assign(motion.current, { amplitude: WAVE.settledAmplitude, drawn: 1 });
    dispatch('revealed');
  }, [reducedMotion]);

  useEffect(() => {
    if (mode === 'reveal' || reducedMotion) return;
    const current = motion.current;
    gsap.killTweensOf(current);
    if (mode === 'follow') {
      dispatch('follow');
      const tween = gsap.to(current, {
        follow: 1,
        drawn: 1,
        amplitude: WAVE.settledAmplitude,
        duration: WAVE.followBlendS,
        ease: 'power2.out',
        onComplete: () => dispatch('followed'),
      });
      wakeRef.current?.();
      return () => {
        tween.kill();
      };
    }
    dispatch('expand');
    const tween = gsap.to(current, {
      strokeWidth: WAVE.height / 2,
      opacity: 0,
      duration: WAVE.expandS,
      ease: 'power2.in',
    });
    wakeRef.current?.();
    return () => {
      tween.kill();
    };
  }, [mode, reducedMotion]);

  // The frame loop runs only while the shape changes with the pointer or the journey: blending into
  // following, expanding, and the trail following the pointer until it is back on the centre line.
  // Otherwise the only motion left is the phase, and a phase step only slides the unbent sine
  // sideways: a longer still drawing slides instead, on the compositor (a Web Animation of the glide
  // box's transform), and the page's main thread runs no script per frame. The reveal is the browser's
  // too: a clip uncovers the sliding drawing, then an animation of the path's shape lowers it. A new
  // mode wakes the loop, which carries on from where the reveal or the sliding drawing is: all read
  // one clock. A pointer move wakes it once the wave can bend (after the reveal); a new width redraws.
  const drawable = state !== 'error' && width > 0;
  useEffect(() => {
    const box = boxRef.current;
    const glide = glideRef.current;
    const path = pathRef.current;
    if (reducedMotion || !drawable || !box || !glide || !path) return;
    const current = motion.current;
    const loopMs = phaseLoopSeconds(Math.random()) * 1000;
    const clock = () => Number(document.timeline.currentTime ?? performance.now());
    const startedAt = clock();
    // The drawing is mirrored on right-to-left pages: the pointer is measured from the same edge,
    // the glide box moves the other way and the reveal uncovers it from the right.
    const sign = inlineSign(box);
    let sliding: Animation | null = null;
    let reveal: Animation[] = [];
    let running = false;

    const longWave = (width: number, amplitude: number) =>
      wavePath({ width, amplitude, phase: 0, trail: [], follow: 0 }, width + wavelength(width));
    const stopReveal = () => {
      for (const animation of reveal) animation.cancel();
      reveal = [];
    };
    const finishReveal = () => {
      stopReveal();
      Object.assign(current, { drawn: 1, amplitude: WAVE.settledAmplitude });
      dispatch('revealed');
      settle();
    };
    const runReveal = () => {
      stopReveal();
      if (clock() - startedAt >= revealMs) {
        finishReveal();
        return;
      }
      current.amplitude = WAVE.startAmplitude;
      settle();
      path.style.strokeDashoffset = '0';
      const width = widthRef.current;
      const covered = sign === 1 ? 'inset(-50% 100% -50% 0)' : 'inset(-50% 0 -50% 100%)';
      const uncover = box.animate([{ clipPath: covered }, { clipPath: 'inset(-50% 0 -50% 0)' }], {
        duration: WAVE.drawInS * 1000,
        easing: cssEasing(revealEases.drawIn),
      });
      const relax = path.animate(
        [
          { d: `path("${longWave(width, WAVE.startAmplitude)}")` },
          { d: `path("${longWave(width, WAVE.settledAmplitude)}")` },
        ],
        {
          delay: WAVE.drawInS * 1000,
          duration: WAVE.relaxS * 1000,
          easing: cssEasing(revealEases.relax),
          fill: 'forwards',
        },
      );
      reveal = [uncover, relax];
      for (const animation of reveal) animation.startTime = startedAt;
      // A reveal cancelled (taken over, redrawn, unmounted) rejects: nothing to do then.
      relax.finished.then(finishReveal, () => {});
    };

    const settle = () => {
      gsap.ticker.remove(tick);
      running = false;
      const width = widthRef.current;
      current.trail = current.trail.map(() => 0);
      path.setAttribute('d', longWave(width, current.amplitude));
      sliding?.cancel();
      sliding = glide.animate(
        [
          { transform: 'translateX(0px)' },
          { transform: `translateX(${-sign * wavelength(width)}px)` },
        ],
        { duration: loopMs, iterations: Infinity },
      );
      sliding.startTime = startedAt;
    };
    const tick = (_time: number, deltaMs: number) => {
      current.phase = phaseAt(clock() - startedAt, loopMs);
      const pointerActive = performance.now() - current.lastPointerMove <= WAVE.pointerIdleResetMs;
      const targets = trailTargets(
        pointerActive ? current.pointer : null,
        widthRef.current,
        current.amplitude,
      );
      const { steps, carriedMs } = trailSteps(deltaMs, current.carriedMs);
      current.carriedMs = carriedMs;
      for (let i = 0; i < steps; i += 1) current.trail = stepTrail(current.trail, targets);
      path.setAttribute('d', wavePath({ ...current, width: widthRef.current }));
      path.style.strokeDashoffset = String(1 - current.drawn);
      path.style.strokeWidth = String(current.strokeWidth);
      path.style.opacity = String(current.opacity);
      const changing = gsap.getTweensOf(current).length > 0;
      if (!changing && !pointerActive && trailAtRest(current.trail)) settle();
    };
    const wake = () => {
      if (running) return;
      if (reveal.length > 0) {
        // A new width redraws the reveal; a new mode (a tween on the motion) takes it over from
        // where it stands.
        if (gsap.getTweensOf(current).length === 0) {
          runReveal();
          return;
        }
        Object.assign(current, revealAt(clock() - startedAt));
        stopReveal();
      }
      running = true;
      sliding?.cancel();
      sliding = null;
      gsap.ticker.add(tick);
    };
    const onPointerMove = (event: PointerEvent) => {
      const box = boxRef.current?.getBoundingClientRect();
      if (!box) return;
      const fromStart = sign === 1 ? event.clientX - box.left : box.right - event.clientX;
      current.pointer = { x: fromStart, y: event.clientY - box.top };
      current.lastPointerMove = performance.now();
      // While the wave is revealed it does not follow yet: the trail would not show.
      if (reveal.length === 0) wake();
    };
    window.addEventListener('pointermove', onPointerMove, { passive: true });
    wakeRef.current = wake;
    // Started before the wave was drawn (Start pressed while the scene loaded): the loop draws it in.
    if (gsap.getTweensOf(current).length > 0) wake();
    else runReveal();
    return () => {
      wakeRef.current = null;
      window.removeEventListener('pointermove', onPointerMove);
      gsap.ticker.remove(tick);
      stopReveal();
      sliding?.cancel();
    };
  }, [reducedMotion, drawable]);

  const stillPath =
    width > 0
      ? wavePath({ width, amplitude: WAVE.settledAmplitude, phase: 0, trail: [], follow: 0 })
      : '';

  return (
    <div
      ref={boxRef}
      aria-hidden="true"
      data-wave-state={state}
      className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2"
      style={{ height: WAVE.height }}
    >
      <div ref={glideRef}>
        {drawable ? (
          <svg
            width={width}
            height={WAVE.height}
            viewBox={`0 0 ${width} ${WAVE.height}`}
            className="block overflow-visible rtl:-scale-x-100"
            focusable="false"
          >
            <path
              ref={pathRef}
              d={stillPath}
              fill="none"
              stroke="#c8a45c"
              strokeOpacity={0.7}
              strokeWidth={WAVE.strokeWidth}
              strokeLinecap="round"
              pathLength={1}
              strokeDasharray={reducedMotion ? undefined : 1}
              strokeDashoffset={reducedMotion ? undefined : 1}
            />
          </svg>
        ) : null}
      </div>
    </div>
  );
}
