import { describe, expect, it } from 'vitest';
import {
  maxTrailOffset,
  nextWaveState,
  phaseLoopSeconds,
  stepTrail,
  trailOffsetAt,
  trailSteps,
  trailTargets,
  WAVE,
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

describe('wave constants', () => {
  it('match the spec', () => {
    expect(WAVE.height).toBe(300);
    expect(WAVE.strokeWidth).toBe(4);
    expect(WAVE.startAmplitude).toBe(50);
    expect(WAVE.settledAmplitude).toBe(25);
    expect(WAVE.waves).toBe(1.5);
    expect(WAVE.trailPoints).toBe(25);
    expect(WAVE.updatesPerSecond).toBe(60);
    expect(WAVE.trailSmoothing).toBe(0.25);
    expect(WAVE.pointerIdleResetMs).toBe(150);
    expect([WAVE.phaseLoopMinS, WAVE.phaseLoopMaxS]).toEqual([4.5, 5]);
    expect(WAVE.drawInS).toBe(3.5);
    expect(WAVE.relaxS).toBe(2);
  });
});

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

  it('is empty for a zero width', () => {
    expect(wavePath({ width: 0, amplitude: 25, phase: 0, trail: [], follow: 0 })).toBe('');
  });
});
