'use client';

import { gsap } from 'gsap';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { inlineSign, type InlineSign } from '@/lib/inline-direction';
import { listen } from '@/lib/listen';
import {
  clamp,
  DRAG_START_PX,
  planInertia,
  positionOfSlide,
  releaseVelocity,
  resistOverscroll,
  SLIDE_TRANSITION_S,
  slideIndexFromPosition,
  slideProgress,
  SLOW_DECELERATION_S,
  WHEEL_IDLE_MS,
  wheelDistance,
  wheelSettleIndex,
  type PointerSample,
} from './motion';

interface TrackOptions {
  count: number;
  /** Drag and wheel input is only taken while the slider is active. */
  active: boolean;
  reducedMotion: boolean;
  /** The carousel's full-screen box: it sets the slide width and takes drag and wheel input. */
  areaRef: RefObject<HTMLElement | null>;
  trackRef: RefObject<HTMLElement | null>;
  /** Called on every frame with the fractional slide position (0 = first slide). */
  onProgress(progress: number): void;
}

interface TrackState {
  /** Current track offset in CSS pixels, along the inline axis (forward is negative) */
  position: number;
  width: number;
  /** -1 on a right-to-left page: the track is drawn, dragged and wheeled mirrored. */
  sign: InlineSign;
  /** Slide the running tween is heading for */
  target: number;
  /** Slide derived from the position */
  index: number;
  tween: gsap.core.Tween | null;
}

/**
 * The slider's track: its offset, the tweens that move it (2.2 s slide transitions, drag
 * inertia, wheel settling; instant with reduced motion), pointer drag (mouse, touch and pen
 * alike) and wheel input. The current slide is derived from the offset on every frame.
 */
export function useTrackMotion({
  count,
  active,
  reducedMotion,
  areaRef,
  trackRef,
  onProgress,
}: TrackOptions) {
  const [index, setIndex] = useState(0);
  const track = useRef<TrackState>({
    position: 0,
    width: 1,
    sign: 1,
    target: 0,
    index: 0,
    tween: null,
  });
  const onProgressRef = useRef(onProgress);
  const reducedMotionRef = useRef(reducedMotion);
  useLayoutEffect(() => {
    onProgressRef.current = onProgress;
    reducedMotionRef.current = reducedMotion;
  });

  const render = useCallback(
    (position: number) => {
      const state = track.current;
      state.position = position;
      if (trackRef.current)
        trackRef.current.style.transform = `translate3d(${position * state.sign}px, 0, 0)`;
      const derived = slideIndexFromPosition(position, state.width, count);
      if (derived !== state.index) {
        state.index = derived;
        setIndex(derived);
      }
      onProgressRef.current(slideProgress(position, state.width));
    },
    [count, trackRef],
  );

  const moveTo = useCallback(
    (slide: number, duration: number, ease: string) => {
      const state = track.current;
      state.tween?.kill();
      state.tween = null;
      state.target = clamp(slide, 0, count - 1);
      const destination = positionOfSlide(state.target, state.width);
      if (reducedMotionRef.current) {
        render(destination);
        return;
      }
      const proxy = { x: state.position };
      state.tween = gsap.to(proxy, {
        x: destination,
        duration,
        ease,
        onUpdate: () => render(proxy.x),
        onComplete: () => {
          state.tween = null;
        },
      });
    },
    [count, render],
  );

  /** Moves to a slide with the 2.2 s slide transition. */
  const goTo = useCallback(
    (slide: number) => moveTo(slide, SLIDE_TRANSITION_S, 'power3.inOut'),
    [moveTo],
  );

  /** One slide forward (1) or back (-1) from where the track is heading. */
  const step = useCallback(
    (direction: 1 | -1) => {
      const state = track.current;
      goTo((state.tween ? state.target : state.index) + direction);
    },
    [goTo],
  );

  // Slides are as wide as the viewport: keep the current slide in place when it resizes. The
  // width and direction are read when the observer reports (its first report comes after the
  // browser's own layout): read in this layout effect, they laid out the whole new scene inside
  // React's commit. Until then the track is at the first slide, whose place needs neither.
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const state = track.current;
    const measure = (width: number) => {
      state.sign = inlineSign(area);
      if (width <= 0 || width === state.width) return;
      const slide = state.tween ? state.target : state.index;
      state.tween?.kill();
      state.tween = null;
      state.width = width;
      render(positionOfSlide(slide, width));
    };
    render(state.position);
    const observer = new ResizeObserver(([entry]) => measure(entry?.contentRect.width ?? 0));
    observer.observe(area);
    return () => observer.disconnect();
  }, [render, areaRef]);

  useEffect(() => {
    const state = track.current;
    return () => {
      state.tween?.kill();
    };
  }, []);

  // Drag with inertia and wheel gestures.
  useEffect(() => {
    const area = areaRef.current;
    if (!active || !area) return;
    const state = track.current;

    let press: {
      id: number;
      startX: number;
      origin: number;
      samples: PointerSample[];
      dragging: boolean;
    } | null = null;
    let justDragged = false;
    // Pointer x along the inline axis: on a right-to-left page a drag to the right goes forward.
    const inlineX = (event: PointerEvent) => event.clientX * state.sign;

    const onPointerDown = (event: PointerEvent) => {
      if (!event.isPrimary || event.button !== 0) return;
      press = {
        id: event.pointerId,
        startX: inlineX(event),
        origin: state.position,
        samples: [{ x: inlineX(event), t: event.timeStamp }],
        dragging: false,
      };
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.id) return;
      const dx = inlineX(event) - press.startX;
      if (!press.dragging) {
        if (Math.abs(dx) < DRAG_START_PX) return;
        press.dragging = true;
        state.tween?.kill();
        state.tween = null;
        // Continue from wherever a running tween had taken the track, without a jump.
        press.origin = state.position - dx;
        area.setPointerCapture(event.pointerId);
      }
      press.samples.push({ x: inlineX(event), t: event.timeStamp });
      if (press.samples.length > 32) press.samples.shift();
      render(resistOverscroll(press.origin + dx, state.width, count));
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.id) return;
      const released = press;
      press = null;
      if (!released.dragging) return;
      // The click that follows a drag must not press the button or link under the pointer.
      justDragged = true;
      window.setTimeout(() => (justDragged = false), 0);
      released.samples.push({ x: inlineX(event), t: event.timeStamp });
      const plan = planInertia(
        state.position,
        releaseVelocity(released.samples),
        state.width,
        count,
      );
      moveTo(plan.index, plan.duration, 'power3.out');
    };
    const onPointerCancel = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.id) return;
      const cancelled = press;
      press = null;
      if (cancelled.dragging)
        moveTo(
          slideIndexFromPosition(state.position, state.width, count),
          SLOW_DECELERATION_S,
          'power2.out',
        );
    };
    const onClickCapture = (event: MouseEvent) => {
      if (!justDragged) return;
      event.preventDefault();
      event.stopPropagation();
    };

    let wheel: { startIndex: number; raw: number; timer: number } | null = null;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey) return; // pinch-zoom on trackpads
      event.preventDefault();
      if (!wheel) {
        state.tween?.kill();
        state.tween = null;
        wheel = {
          startIndex: slideIndexFromPosition(state.position, state.width, count),
          raw: state.position,
          timer: 0,
        };
      }
      const gesture = wheel;
      // Past either end, keep at most one slide of overscroll so that a long scroll does not wind up.
      gesture.raw = clamp(
        gesture.raw -
          wheelDistance(
            { deltaX: event.deltaX * state.sign, deltaY: event.deltaY, deltaMode: event.deltaMode },
            area.clientHeight,
          ),
        positionOfSlide(count, state.width),
        state.width,
      );
      render(resistOverscroll(gesture.raw, state.width, count));
      window.clearTimeout(gesture.timer);
      gesture.timer = window.setTimeout(() => {
        wheel = null;
        moveTo(
          wheelSettleIndex(gesture.startIndex, state.position, state.width, count),
          SLOW_DECELERATION_S,
          'power2.out',
        );
      }, WHEEL_IDLE_MS);
    };

    // The wheel's default (scrolling the page) is prevented while the track takes it.
    const stopListening = listen(
      area,
      {
        pointerdown: onPointerDown,
        pointermove: onPointerMove,
        pointerup: onPointerUp,
        pointercancel: onPointerCancel,
        wheel: onWheel,
      },
      { passive: false },
    );
    const stopCapturing = listen(area, { click: onClickCapture }, true);
    return () => {
      if (wheel) window.clearTimeout(wheel.timer);
      stopListening();
      stopCapturing();
    };
  }, [active, count, moveTo, render, areaRef]);

  return { index, goTo, step };
}
