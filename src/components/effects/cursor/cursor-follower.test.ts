import { describe, expect, it } from 'vitest';
import { CURSOR_FOLLOWER, followerOffset } from './cursor-follower';

describe('cursor follower', () => {
  it('is a 400 px circle, white at 10%, following in 0.8 s with power2 ease-out on layer 9999 from −200/−200', () => {
    expect(CURSOR_FOLLOWER).toEqual({
      size: 400,
      opacity: 0.1,
      followDurationS: 0.8,
      ease: 'power2.out',
      zIndex: 9999,
      start: -200,
    });
  });

  it('centres the circle on the pointer', () => {
    expect(followerOffset(200)).toBe(0);
    expect(followerOffset(650)).toBe(450);
  });
});
