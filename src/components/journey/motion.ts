import { inlineArrowStep, type InlineSign } from '@/lib/inline-direction';

/**
 * The journey slider's input and motion rules as named constants and pure
 * functions. Positions are track offsets in CSS pixels: 0 shows the first slide, and moving
 * forward makes the offset more negative (slide i sits at -i × slideWidth). Offsets are along the
 * inline axis: a right-to-left page draws them mirrored (see use-track-motion).
 */

export const SLIDE_COUNT = 15;
/** Seconds a PREV/NEXT, arrow-key or section jump takes. */
export const SLIDE_TRANSITION_S = 2.2;
/** Track pixels moved per pixel of wheel delta. */
export const WHEEL_SPEED = 1.2;
/** A wheel gesture ends after this long without a wheel event. */
export const WHEEL_IDLE_MS = 100;
/**
 * A wheel gesture that moved the track by at least this fraction of a slide settles on the
 * neighbouring slide in its direction (one mouse-wheel notch moves the track well under half a slide).
 */
export const WHEEL_NUDGE_FRACTION = 0.05;
/** Drag release velocity uses at most this many of the latest pointer samples… */
export const VELOCITY_MAX_SAMPLES = 5;
/** …taken at least this far apart. */
export const VELOCITY_MIN_SAMPLE_GAP_MS = 30;
/** The release projects the track this many milliseconds ahead at the average speed. */
export const RELEASE_PROJECTION = 400;
/** Inertia tween duration: the base, and its clamp. */
export const INERTIA_BASE_S = 1.4;
export const INERTIA_MIN_S = 1.4;
export const INERTIA_MAX_S = 2.6;
/** Each slide travelled beyond the first adds this much to the inertia duration (then clamped). */
export const INERTIA_PER_EXTRA_SLIDE_S = 0.3;
/** Below this release speed (px/ms) the track just decelerates onto the nearest slide… */
export const SLOW_SPEED_THRESHOLD = 0.06;
/** …in this many seconds. */
export const SLOW_DECELERATION_S = 1;
/** Dragging past either end moves the track by the overscroll distance raised to this power. */
export const OVERSCROLL_POWER = 0.8;
/** A pointer must move this far before a press becomes a drag (so taps still click). */
export const DRAG_START_PX = 6;
/** Bottom-navigation sections stay visible within this many slides of the current one. */
export const NAV_WINDOW_SLIDES = 2;
/** Intro screen: the title fades in after this delay; Start fades the intro out over INTRO_FADE_OUT_S. */
export const INTRO_TITLE_DELAY_S = 0.4;
export const INTRO_FADE_OUT_S = 1;

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/** The offset that shows slide `index`. */
export function positionOfSlide(index: number, slideWidth: number): number {
  return index === 0 ? 0 : -index * slideWidth;
}

/** Fractional slide position of a track offset (0 = first slide, 1.5 = halfway to the third). */
export function slideProgress(position: number, slideWidth: number): number {
  return slideWidth > 0 ? -position / slideWidth : 0;
}

/** The slide the track is showing: the nearest one, within the deck. */
export function slideIndexFromPosition(
  position: number,
  slideWidth: number,
  count = SLIDE_COUNT,
): number {
  return clamp(Math.round(slideProgress(position, slideWidth)), 0, count - 1);
}

export type KeyStep = InlineSign;

/**
 * Down goes forward and up back; the horizontal arrow pointing where the next slide lies goes
 * forward (right in left-to-right pages, left in right-to-left ones); other keys are not the slider's.
 */
export function keyStep(key: string, sign: InlineSign = 1): KeyStep | null {
  if (key === 'ArrowDown') return 1;
  if (key === 'ArrowUp') return -1;
  return inlineArrowStep(key, sign);
}

const lineHeightPx = 16;

/**
 * Track movement for one wheel event: 1.2 × the dominant delta, in pixels (line and page
 * deltas converted). A positive result moves forward, so it is subtracted from the offset.
 */
export function wheelDistance(
  event: { deltaX: number; deltaY: number; deltaMode: number },
  pageHeight: number,
): number {
  const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
  const unit = event.deltaMode === 1 ? lineHeightPx : event.deltaMode === 2 ? pageHeight : 1;
  return delta * unit * WHEEL_SPEED;
}

/** Where a finished wheel gesture settles: the nearest slide, or the neighbour in its direction after a nudge. */
export function wheelSettleIndex(
  startIndex: number,
  position: number,
  slideWidth: number,
  count = SLIDE_COUNT,
): number {
  const travelled = slideProgress(position, slideWidth) - startIndex;
  const nearest = slideIndexFromPosition(position, slideWidth, count);
  if (nearest !== startIndex || Math.abs(travelled) < WHEEL_NUDGE_FRACTION) return nearest;
  return clamp(startIndex + Math.sign(travelled), 0, count - 1);
}

/** Past either end the track resists: it moves by the overscroll raised to 0.8. */
export function resistOverscroll(
  position: number,
  slideWidth: number,
  count = SLIDE_COUNT,
): number {
  const max = 0;
  const min = positionOfSlide(count - 1, slideWidth);
  if (position > max) return max + Math.pow(position - max, OVERSCROLL_POWER);
  if (position < min) return min - Math.pow(min - position, OVERSCROLL_POWER);
  return position;
}

export interface PointerSample {
  /** Pointer x in CSS pixels */
  x: number;
  /** Event time in milliseconds */
  t: number;
}

/**
 * The samples the release velocity is computed from: walking back from the newest, each kept
 * sample is at least 30 ms older than the one kept before it, and at most 5 are kept (oldest first).
 */
export function velocitySamples(samples: readonly PointerSample[]): PointerSample[] {
  const kept: PointerSample[] = [];
  for (let i = samples.length - 1; i >= 0 && kept.length < VELOCITY_MAX_SAMPLES; i -= 1) {
    const sample = samples[i]!;
    const newerKept = kept[kept.length - 1];
    if (!newerKept || newerKept.t - sample.t >= VELOCITY_MIN_SAMPLE_GAP_MS) kept.push(sample);
  }
  return kept.reverse();
}

/** Average pointer speed in px/ms over the kept samples (0 with fewer than two). */
export function releaseVelocity(samples: readonly PointerSample[]): number {
  const kept = velocitySamples(samples);
  const first = kept[0];
  const last = kept[kept.length - 1];
  if (!first || !last || last.t <= first.t) return 0;
  return (last.x - first.x) / (last.t - first.t);
}

export interface InertiaPlan {
  index: number;
  /** Tween duration in seconds */
  duration: number;
}

/**
 * Where a released drag goes and how long it takes: the track is projected 400 ms ahead at the
 * release speed and snaps to the nearest slide. A slow release decelerates in 1 s; otherwise the
 * duration starts at 1.4 s and grows with the slides travelled, clamped to 1.4–2.6 s.
 */
export function planInertia(
  position: number,
  velocity: number,
  slideWidth: number,
  count = SLIDE_COUNT,
): InertiaPlan {
  const currentIndex = slideIndexFromPosition(position, slideWidth, count);
  if (Math.abs(velocity) < SLOW_SPEED_THRESHOLD)
    return { index: currentIndex, duration: SLOW_DECELERATION_S };
  const projected = position + velocity * RELEASE_PROJECTION;
  let index = slideIndexFromPosition(projected, slideWidth, count);
  // A deliberate flick always leaves the current slide, even a short one.
  if (index === currentIndex) index = clamp(currentIndex - Math.sign(velocity), 0, count - 1);
  const slidesTravelled = Math.abs(
    slideProgress(positionOfSlide(index, slideWidth), slideWidth) -
      slideProgress(position, slideWidth),
  );
  return { index, duration: inertiaDuration(slidesTravelled) };
}

export function inertiaDuration(slidesTravelled: number): number {
  const extra = Math.max(0, slidesTravelled - 1) * INERTIA_PER_EXTRA_SLIDE_S;
  return clamp(INERTIA_BASE_S + extra, INERTIA_MIN_S, INERTIA_MAX_S);
}
