import { describe, expect, it } from 'vitest';
import { followerOffset } from './cursor-follower';

describe('cursor follower', () => {
  it('centres the circle on the pointer', () => {
    expect(followerOffset(200)).toBe(0);
    expect(followerOffset(650)).toBe(450);
  });
});
