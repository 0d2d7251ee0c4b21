/** The intro wave: constants, state machine and geometry, all pure. */

export const WAVE = {
  /** SVG height in CSS pixels */
  height: 300,
  strokeWidth: 4,
  startAmplitude: 50,
  settledAmplitude: 25,
  /** Wave periods across the full width */
  waves: 1.5,
  trailPoints: 25,
  updatesPerSecond: 60,
  /** Share of the remaining distance a trail point covers per update */
  trailSmoothing: 0.25,
  /** Without pointer movement for this long, the wave returns to its resting line */
  pointerIdleResetMs: 150,
  /** One full phase rotation takes a random time in this range */
  phaseLoopMinS: 4.5,
  phaseLoopMaxS: 5,
  drawInS: 3.5,
  relaxS: 2,
  /** Our choices: blend into following, and the finishing expansion */
  followBlendS: 0.8,
  expandS: 0.6,
  /** How far along the wave the pointer's pull reaches, as a share of the width (Gaussian spread) */
  pointerReach: 0.2,
} as const;

export type WaveState =
  | 'initial'
  | 'revealing'
  | 'revealed'
  | 'transitioningToFollow'
  | 'following'
  | 'transitioningToExpand'
  | 'error';

export type WaveEvent = 'reveal' | 'revealed' | 'follow' | 'followed' | 'expand' | 'zeroWidth';

const transitions: Record<WaveState, Partial<Record<WaveEvent, WaveState>>> = {
  initial: {
    reveal: 'revealing',
    revealed: 'revealed',
    follow: 'transitioningToFollow',
    expand: 'transitioningToExpand',
  },
  revealing: {
    revealed: 'revealed',
    follow: 'transitioningToFollow',
    expand: 'transitioningToExpand',
  },
  revealed: { follow: 'transitioningToFollow', expand: 'transitioningToExpand' },
  transitioningToFollow: { followed: 'following', expand: 'transitioningToExpand' },
  following: { expand: 'transitioningToExpand' },
  transitioningToExpand: {},
  error: {},
};

/** The next state; an event a state does not expect leaves it unchanged. A zero width is always an error. */
export function nextWaveState(state: WaveState, event: WaveEvent): WaveState {
  if (event === 'zeroWidth') return 'error';
  return transitions[state][event] ?? state;
}

/** Seconds of one phase rotation for a random number in [0, 1). */
export function phaseLoopSeconds(random: number): number {
  return WAVE.phaseLoopMinS + (WAVE.phaseLoopMaxS - WAVE.phaseLoopMinS) * random;
}

/** Fixed-rate trail updates: how many 1/60 s steps fit in the time since the last frame, and what is left over. */
export function trailSteps(
  elapsedMs: number,
  carriedMs: number,
): { steps: number; carriedMs: number } {
  const stepMs = 1000 / WAVE.updatesPerSecond;
  const total = carriedMs + Math.max(0, elapsedMs);
  // After a long pause (a background tab) catch up at most a quarter second, not every missed step.
  const steps = Math.min(Math.floor(total / stepMs), WAVE.updatesPerSecond / 4);
  return { steps, carriedMs: total - Math.floor(total / stepMs) * stepMs };
}

/** The furthest the trail may bend the wave from its centre line and keep it inside the SVG. */
export function maxTrailOffset(amplitude: number): number {
  return WAVE.height / 2 - amplitude - WAVE.strokeWidth;
}

export interface PointerPosition {
  /** Relative to the wave's box, in CSS pixels */
  x: number;
  y: number;
}

/**
 * Where each of the 25 trail points is heading: toward the pointer's height, most strongly at
 * the pointer's x and fading with distance along the wave; back to the centre line without a pointer.
 */
export function trailTargets(
  pointer: PointerPosition | null,
  width: number,
  amplitude: number,
): number[] {
  const targets = new Array<number>(WAVE.trailPoints).fill(0);
  if (!pointer || width <= 0) return targets;
  const limit = maxTrailOffset(amplitude);
  const pull = Math.min(limit, Math.max(-limit, pointer.y - WAVE.height / 2));
  const spread = WAVE.pointerReach * width;
  return targets.map((_, i) => {
    const x = (i / (WAVE.trailPoints - 1)) * width;
    return pull * Math.exp(-(((x - pointer.x) / spread) ** 2));
  });
}

/** One 1/60 s update: each point covers 25% of the way to its target. */
export function stepTrail(trail: readonly number[], targets: readonly number[]): number[] {
  return trail.map((value, i) => value + ((targets[i] ?? 0) - value) * WAVE.trailSmoothing);
}

/** The trail's offset at x, eased between its two neighbouring points. */
export function trailOffsetAt(trail: readonly number[], x: number, width: number): number {
  if (trail.length === 0 || width <= 0) return 0;
  const position = Math.min(1, Math.max(0, x / width)) * (trail.length - 1);
  const left = Math.floor(position);
  const right = Math.min(trail.length - 1, left + 1);
  const blend = (1 - Math.cos((position - left) * Math.PI)) / 2;
  return (trail[left] ?? 0) * (1 - blend) + (trail[right] ?? 0) * blend;
}

export interface WaveShape {
  width: number;
  amplitude: number;
  /** Radians */
  phase: number;
  trail: readonly number[];
  /** 0 = the trail has no effect, 1 = full effect */
  follow: number;
}

/**
 * The SVG path of the wave: 1.5 sine periods across the width around the vertical centre, bent by
 * the trail. `length` draws it further than the width (the same waves, carried on), for sliding.
 */
export function wavePath(
  { width, amplitude, phase, trail, follow }: WaveShape,
  length: number = width,
): string {
  if (width <= 0) return '';
  const segments = Math.round((Math.min(320, Math.max(32, width / 6)) * length) / width);
  const centre = WAVE.height / 2;
  const points: string[] = [];
  for (let i = 0; i <= segments; i += 1) {
    const x = (i / segments) * length;
    const y =
      centre +
      trailOffsetAt(trail, x, width) * follow +
      amplitude * Math.sin((2 * Math.PI * WAVE.waves * x) / width + phase);
    points.push(`${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  return `M${points.join('L')}`;
}

/** One period of the wave in CSS pixels (the width holds 1.5). */
export function wavelength(width: number): number {
  return width / WAVE.waves;
}

/**
 * Whether the trail has come back to the centre line, as far as the eye can tell (every point
 * within 0.05 px). Then the wave's only motion is its phase, and a phase step slides an unbent
 * sine sideways: the drawing can stand still and be moved, instead of redrawn every frame.
 */
export function trailAtRest(trail: readonly number[]): boolean {
  return trail.every((offset) => Math.abs(offset) < 0.05);
}

/**
 * The phase (radians, 0–2π) a wave started `elapsedMs` ago has reached: one full rotation per
 * `loopMs`. A clock rather than a sum of frames, so a drawing slid on the compositor over the same
 * time is where a redrawn one would be.
 */
export function phaseAt(elapsedMs: number, loopMs: number): number {
  const turns = elapsedMs / loopMs;
  return 2 * Math.PI * (turns - Math.floor(turns));
}

/** The reveal's eases, as gsap names them: the draw-in is power2.inOut, the relax sine.inOut. */
export const revealEases = {
  drawIn: (t: number) => (t < 0.5 ? 4 * t ** 3 : 1 - (2 - 2 * t) ** 3 / 2),
  relax: (t: number) => (1 - Math.cos(Math.PI * t)) / 2,
};

/** The whole reveal in milliseconds: drawn in, then relaxed. */
export const revealMs = (WAVE.drawInS + WAVE.relaxS) * 1000;

/**
 * Where the reveal is `elapsedMs` after it began: the share drawn (3.5 s), then the amplitude
 * relaxing to its settled height (2 s). The browser runs the reveal itself; this says where it
 * stands when the frame loop takes over before it ends (Start pressed early).
 */
export function revealAt(elapsedMs: number): { drawn: number; amplitude: number } {
  const drawInMs = WAVE.drawInS * 1000;
  const drawn = revealEases.drawIn(Math.min(1, Math.max(0, elapsedMs / drawInMs)));
  const relaxed = revealEases.relax(
    Math.min(1, Math.max(0, (elapsedMs - drawInMs) / (WAVE.relaxS * 1000))),
  );
  return {
    drawn,
    amplitude: WAVE.startAmplitude + (WAVE.settledAmplitude - WAVE.startAmplitude) * relaxed,
  };
}

/**
 * An ease as a CSS `linear()` timing function (straight pieces between `points` + 1 samples), so
 * that an animation the browser runs follows the curve the frame loop computes.
 */
export function cssEasing(ease: (t: number) => number, points = 32): string {
  const stops = Array.from({ length: points + 1 }, (_, i) => ease(i / points).toFixed(4));
  return `linear(${stops.join(', ')})`;
}
