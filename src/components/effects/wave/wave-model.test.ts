import { describe, expect, it } from 'vitest';
import {
  cssEasing,
  maxTrailOffset,
  nextWaveState,
  phaseAt,
  phaseLoopSeconds,
  revealAt,
  revealEases,
  revealMs,
  stepTrail,
  trailAtRest,
  trailOffsetAt,
  trailSteps,
  trailTargets,
  WAVE,
  wavelength,
  wavePath,
  type WaveEvent,
  type WaveState,
} from './wave-model';

/** The y values of a path built by wavePath. */
const pathYs = (path: string) =>
  path
    .slice(1)
    .split('L')
    .map((point) => Number(point.split(' ')[1]));
const pathXs = (path: string) =>
  path
    .slice(1)
    .split('L')
    .map((point) => Number(point.split(' ')[0]));

describe('wave states', () => {
  const run = (events: WaveEvent[], from: WaveState = 'initial') =>
    events.reduce(nextWaveState, from);

  it('reveals, then follows the pointer after Start', () => {
    expect(run(['reveal'])).toBe('revealing');
    expect(run(['reveal', 'revealed'])).toBe('revealed');
    expect(run(['reveal', 'revealed', 'follow'])).toBe('transitioningToFollow');
    expect(run(['reveal', 'revealed', 'follow', 'followed'])).toBe('following');
  });

  it('can be started before the reveal has finished', () => {
    expect(run(['reveal', 'follow', 'revealed', 'followed'])).toBe('following');
  });

  it('expands at the end of the journey and stays expanded', () => {
    expect(run(['reveal', 'revealed', 'follow', 'followed', 'expand'])).toBe(
      'transitioningToExpand',
    );
    expect(run(['follow', 'reveal'], 'transitioningToExpand')).toBe('transitioningToExpand');
  });

  it('goes to error on a zero width from any state, and stays there', () => {
    for (const state of ['initial', 'revealing', 'revealed', 'following'] as const) {
      expect(nextWaveState(state, 'zeroWidth')).toBe('error');
    }
    expect(run(['reveal', 'follow', 'followed'], 'error')).toBe('error');
  });

  it('ignores events a state does not expect', () => {
    expect(nextWaveState('following', 'reveal')).toBe('following');
    expect(nextWaveState('initial', 'followed')).toBe('initial');
  });
});

describe('wave motion', () => {
  it('loops its phase in 4.5 to 5 s', () => {
    expect(phaseLoopSeconds(0)).toBe(4.5);
    expect(phaseLoopSeconds(0.5)).toBe(4.75);
    expect(phaseLoopSeconds(0.999_999)).toBeLessThan(5);
  });

  it('updates the trail at a fixed 60 per second whatever the frame rate', () => {
    // A 120 Hz display: one update every other frame.
    const first = trailSteps(1000 / 120, 0);
    const second = trailSteps(1000 / 120, first.carriedMs);
    expect(first.steps + second.steps).toBe(1);
    // A 30 Hz display: two updates per frame.
    expect(trailSteps(1000 / 30, 0).steps).toBe(2);
    // One second in total gives 60 updates.
    let carried = 0;
    let steps = 0;
    for (let frame = 0; frame < 144; frame += 1) {
      const result = trailSteps(1000 / 144, carried);
      carried = result.carriedMs;
      steps += result.steps;
    }
    expect(steps).toBeGreaterThanOrEqual(59);
    expect(steps).toBeLessThanOrEqual(60);
  });

  it('catches up at most a quarter second after a long pause', () => {
    expect(trailSteps(10_000, 0).steps).toBe(15);
  });

  it('moves each trail point 25% of the way to its target per update', () => {
    expect(stepTrail([0, 100], [100, 0])).toEqual([25, 75]);
  });

  it('pulls the trail toward the pointer, strongest at its x, within the SVG', () => {
    const targets = trailTargets({ x: 500, y: 250 }, 1000, WAVE.settledAmplitude);
    expect(targets).toHaveLength(25);
    expect(targets[12]).toBeCloseTo(100);
    expect(targets[0]).toBeLessThan(targets[6]!);
    expect(targets[6]).toBeLessThan(targets[12]!);
    const far = trailTargets({ x: 500, y: 5000 }, 1000, WAVE.settledAmplitude);
    expect(Math.max(...far)).toBeCloseTo(maxTrailOffset(WAVE.settledAmplitude));
    expect(maxTrailOffset(25)).toBe(300 / 2 - 25 - 4);
  });

  it('rests on its centre line without a pointer (the 150 ms idle reset)', () => {
    expect(trailTargets(null, 1000, 25).every((target) => target === 0)).toBe(true);
  });

  it('counts a trail within 0.05 px of the centre line as at rest', () => {
    expect(trailAtRest(new Array(25).fill(0.04))).toBe(true);
    expect(trailAtRest([0, 0, -0.06])).toBe(false);
    // After the pointer leaves, the 25% steps bring the fullest bend to rest within a second.
    let trail = new Array<number>(25).fill(maxTrailOffset(WAVE.settledAmplitude));
    let steps = 0;
    while (!trailAtRest(trail)) {
      trail = stepTrail(trail, new Array<number>(25).fill(0));
      steps += 1;
    }
    expect(steps).toBeLessThan(WAVE.updatesPerSecond);
  });

  it('turns its phase once per loop, by the clock', () => {
    expect(phaseAt(0, 4800)).toBe(0);
    expect(phaseAt(1200, 4800)).toBeCloseTo(Math.PI / 2);
    expect(phaseAt(4800 + 2400, 4800)).toBeCloseTo(Math.PI);
  });

  it('eases the trail between its points', () => {
    const trail = [0, 10];
    expect(trailOffsetAt(trail, 0, 100)).toBe(0);
    expect(trailOffsetAt(trail, 50, 100)).toBeCloseTo(5);
    expect(trailOffsetAt(trail, 100, 100)).toBe(10);
  });
});

describe('wave path', () => {
  it('spans the width with 1.5 periods of the given amplitude around the centre', () => {
    const path = wavePath({ width: 1200, amplitude: 50, phase: 0, trail: [], follow: 0 });
    const xs = pathXs(path);
    const ys = pathYs(path);
    expect(xs[0]).toBe(0);
    expect(xs.at(-1)).toBe(1200);
    expect(Math.max(...ys)).toBeCloseTo(200, 0);
    expect(Math.min(...ys)).toBeCloseTo(100, 0);
    // 1.5 periods: starts and ends on the centre line, having crossed it twice in between.
    expect(ys[0]).toBe(150);
    expect(ys.at(-1)).toBeCloseTo(150, 0);
  });

  it('is bent by the trail only as far as it follows', () => {
    const trail = new Array(25).fill(40);
    const still = pathYs(wavePath({ width: 800, amplitude: 0, phase: 0, trail, follow: 0 }));
    const following = pathYs(wavePath({ width: 800, amplitude: 0, phase: 0, trail, follow: 1 }));
    expect(new Set(still)).toEqual(new Set([150]));
    expect(new Set(following)).toEqual(new Set([190]));
  });

  it('at rest, a longer drawing at phase 0 slid by the phase’s share of a period is the wave at that phase', () => {
    const width = 900;
    const period = wavelength(width);
    expect(period).toBe(600);
    const shape = { width, amplitude: 25, trail: [], follow: 0 };
    const long = wavePath({ ...shape, phase: 0 }, width + period);
    expect(pathXs(long).at(-1)).toBe(width + period);
    const share = 0.3;
    const atPhase = wavePath({ ...shape, phase: 2 * Math.PI * share });
    const longXs = pathXs(long);
    const longYs = pathYs(long);
    // Where the slid drawing is at each x the redrawn wave has a point.
    const slidAt = (x: number) => {
      const u = x + share * period;
      const i = longXs.findIndex((value) => value >= u);
      if (longXs[i] === u || i === 0) return longYs[i]!;
      const blend = (u - longXs[i - 1]!) / (longXs[i]! - longXs[i - 1]!);
      return longYs[i - 1]! * (1 - blend) + longYs[i]! * blend;
    };
    const xs = pathXs(atPhase);
    pathYs(atPhase).forEach((y, i) => expect(Math.abs(slidAt(xs[i]!) - y)).toBeLessThan(0.5));
  });

  it('is empty for a zero width', () => {
    expect(wavePath({ width: 0, amplitude: 25, phase: 0, trail: [], follow: 0 })).toBe('');
  });
});

describe('wave reveal', () => {
  it('draws in over 3.5 s at its first height, then relaxes to the settled height over 2 s', () => {
    expect(revealAt(0)).toEqual({ drawn: 0, amplitude: WAVE.startAmplitude });
    expect(revealAt(1750).drawn).toBeCloseTo(0.5);
    expect(revealAt(3500)).toEqual({ drawn: 1, amplitude: WAVE.startAmplitude });
    expect(revealAt(4500).amplitude).toBeCloseTo(37.5);
    expect(revealAt(revealMs)).toEqual({ drawn: 1, amplitude: WAVE.settledAmplitude });
    expect(revealAt(revealMs + 10_000)).toEqual(revealAt(revealMs));
    const amplitudes = Array.from({ length: 56 }, (_, i) => revealAt(i * 100).amplitude);
    amplitudes.slice(1).forEach((a, i) => expect(a).toBeLessThanOrEqual(amplitudes[i]!));
  });

  it('hands the browser the same curves as CSS linear() easings, within 0.5 %', () => {
    for (const ease of [revealEases.drawIn, revealEases.relax]) {
      const css = cssEasing(ease);
      expect(css).toMatch(/^linear\(0\.0000, .*, 1\.0000\)$/);
      const stops = css.slice('linear('.length, -1).split(', ').map(Number);
      const pieces = stops.length - 1;
      for (let t = 0; t <= 1; t += 0.013) {
        const i = Math.min(pieces - 1, Math.floor(t * pieces));
        const local = t * pieces - i;
        const cssValue = stops[i]! * (1 - local) + stops[i + 1]! * local;
        expect(Math.abs(cssValue - ease(t))).toBeLessThan(0.005);
      }
    }
  });

  it('relaxes by blending two drawings point by point: halfway is the drawing at the mean height', () => {
    const shape = { width: 700, phase: 0, trail: [], follow: 0 };
    const length = 700 + wavelength(700);
    const high = pathYs(wavePath({ ...shape, amplitude: WAVE.startAmplitude }, length));
    const low = pathYs(wavePath({ ...shape, amplitude: WAVE.settledAmplitude }, length));
    const mean = (WAVE.startAmplitude + WAVE.settledAmplitude) / 2;
    const middle = pathYs(wavePath({ ...shape, amplitude: mean }, length));
    expect(high).toHaveLength(middle.length);
    middle.forEach((y, i) => expect(Math.abs((high[i]! + low[i]!) / 2 - y)).toBeLessThan(0.1));
  });
});
