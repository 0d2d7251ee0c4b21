import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inertiaDuration,
  keyStep,
  planInertia,
  positionOfSlide,
  releaseVelocity,
  resistOverscroll,
  SLIDE_COUNT,
  slideIndexFromPosition,
  slideProgress,
  velocitySamples,
  wheelDistance,
  wheelSettleIndex,
} from './motion';

const width = 1000;

describe('slide index from the track position', () => {
  it('is the nearest slide', () => {
    expect(slideIndexFromPosition(0, width)).toBe(0);
    expect(slideIndexFromPosition(-2000, width)).toBe(2);
    expect(slideIndexFromPosition(-2499, width)).toBe(2);
    expect(slideIndexFromPosition(-2501, width)).toBe(3);
  });

  it('stays inside the deck when the track is pulled past either end', () => {
    expect(slideIndexFromPosition(400, width)).toBe(0);
    expect(slideIndexFromPosition(-20_000, width)).toBe(14);
  });

  it('round-trips with the position of every slide', () => {
    for (let i = 0; i < SLIDE_COUNT; i += 1)
      expect(slideIndexFromPosition(positionOfSlide(i, width), width)).toBe(i);
  });

  it('gives the fractional position for progress bars', () => {
    expect(slideProgress(-1500, width)).toBe(1.5);
    expect(slideProgress(-1500, 0)).toBe(0);
  });
});

describe('arrow keys', () => {
  it('go forward with right and down, back with left and up, and ignore other keys', () => {
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowDown')).toBe(1);
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('ArrowUp')).toBe(-1);
    expect(keyStep('Enter')).toBeNull();
    expect(keyStep(' ')).toBeNull();
  });

  it('follows the reading direction on right-to-left pages: left goes forward, up and down stay', () => {
    expect(keyStep('ArrowLeft', -1)).toBe(1);
    expect(keyStep('ArrowRight', -1)).toBe(-1);
    expect(keyStep('ArrowDown', -1)).toBe(1);
    expect(keyStep('ArrowUp', -1)).toBe(-1);
  });
});

describe('wheel', () => {
  it('moves the track 1.2 × the dominant pixel delta', () => {
    expect(wheelDistance({ deltaX: 0, deltaY: 100, deltaMode: 0 }, 800)).toBeCloseTo(120);
    expect(wheelDistance({ deltaX: -50, deltaY: 10, deltaMode: 0 }, 800)).toBeCloseTo(-60);
  });

  it('converts line and page deltas to pixels', () => {
    expect(wheelDistance({ deltaX: 0, deltaY: 3, deltaMode: 1 }, 800)).toBeCloseTo(3 * 16 * 1.2);
    expect(wheelDistance({ deltaX: 0, deltaY: 1, deltaMode: 2 }, 800)).toBeCloseTo(800 * 1.2);
  });

  it('settles a small nudge on the neighbouring slide in its direction', () => {
    // One mouse-wheel notch (100 px → 120 px) forward from slide 3.
    expect(wheelSettleIndex(3, positionOfSlide(3, width) - 120, width)).toBe(4);
    expect(wheelSettleIndex(3, positionOfSlide(3, width) + 120, width)).toBe(2);
  });

  it('settles a tiny movement back where it started and a long one on the nearest slide', () => {
    expect(wheelSettleIndex(3, positionOfSlide(3, width) - 20, width)).toBe(3);
    expect(wheelSettleIndex(3, positionOfSlide(3, width) - 2300, width)).toBe(5);
  });

  it('never settles outside the deck', () => {
    expect(wheelSettleIndex(14, positionOfSlide(14, width) - 300, width)).toBe(14);
    expect(wheelSettleIndex(0, 300, width)).toBe(0);
  });
});

describe('overscroll resistance', () => {
  it('leaves positions inside the deck alone', () => {
    expect(resistOverscroll(-3210, width)).toBe(-3210);
  });

  it('moves by the overscroll raised to 0.8 past either end', () => {
    expect(resistOverscroll(100, width)).toBeCloseTo(100 ** 0.8);
    expect(resistOverscroll(-14_000 - 100, width)).toBeCloseTo(-14_000 - 100 ** 0.8);
  });

  it('always moves the track less than the pointer past the ends', () => {
    fc.assert(
      fc.property(fc.double({ min: 2, max: 5000, noNaN: true }), (excess) => {
        expect(resistOverscroll(excess, width)).toBeLessThan(excess);
        expect(resistOverscroll(-14_000 - excess, width)).toBeGreaterThan(-14_000 - excess);
      }),
    );
  });
});

describe('drag release velocity', () => {
  it('keeps at most the last 5 samples, each at least 30 ms apart', () => {
    const samples = [0, 10, 40, 50, 75, 80, 110, 120, 150, 160, 200].map((t) => ({ x: t * 2, t }));
    expect(velocitySamples(samples).map((sample) => sample.t)).toEqual([50, 80, 120, 160, 200]);
  });

  it('is the average speed over the kept samples in px/ms', () => {
    const samples = [0, 30, 60, 90, 120, 150, 180].map((t) => ({ x: 500 - t * 1.5, t }));
    expect(releaseVelocity(samples)).toBeCloseTo(-1.5);
  });

  it('ignores samples closer than 30 ms, which would exaggerate a last jerk', () => {
    const samples = [
      { x: 0, t: 0 },
      { x: 30, t: 30 },
      { x: 60, t: 60 },
      { x: 200, t: 65 },
    ];
    // 65 is kept, 60 is too close to it, 30 and 0 are kept: (200 - 0) / 65.
    expect(releaseVelocity(samples)).toBeCloseTo(200 / 65);
  });

  it('is zero without two usable samples', () => {
    expect(releaseVelocity([])).toBe(0);
    expect(releaseVelocity([{ x: 10, t: 5 }])).toBe(0);
    expect(
      releaseVelocity([
        { x: 10, t: 5 },
        { x: 90, t: 20 },
      ]),
    ).toBe(0);
  });
});

describe('drag inertia', () => {
  it('decelerates onto the nearest slide in 1 s below a speed of 0.06', () => {
    expect(planInertia(positionOfSlide(4, width) - 300, -0.05, width)).toEqual({
      index: 4,
      duration: 1,
    });
    expect(planInertia(positionOfSlide(4, width) - 600, 0.059, width)).toEqual({
      index: 5,
      duration: 1,
    });
  });

  it('projects the track 400 × the release speed ahead and snaps to the nearest slide', () => {
    // From slide 2 at -1 px/ms: -2000 - 400 = -2400 → still nearest 2, but a flick leaves the slide.
    expect(planInertia(-2000, -1, width).index).toBe(3);
    // -2000 - 400 × 4 = -3600 → slide 4.
    expect(planInertia(-2000, -4, width).index).toBe(4);
    // Backward: -2000 + 400 × 4 = -400 → slide 0.
    expect(planInertia(-2000, 4, width).index).toBe(0);
  });

  it('never projects past the deck', () => {
    expect(planInertia(positionOfSlide(13, width), -10, width).index).toBe(14);
    expect(planInertia(0, 3, width).index).toBe(0);
  });

  it('takes 1.4 s for one slide and longer for more, clamped to 1.4–2.6 s', () => {
    expect(inertiaDuration(0.3)).toBe(1.4);
    expect(inertiaDuration(1)).toBe(1.4);
    expect(inertiaDuration(3)).toBeCloseTo(2.0);
    expect(inertiaDuration(12)).toBe(2.6);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (slides) => {
        const duration = inertiaDuration(slides);
        expect(duration).toBeGreaterThanOrEqual(1.4);
        expect(duration).toBeLessThanOrEqual(2.6);
      }),
    );
  });
});
