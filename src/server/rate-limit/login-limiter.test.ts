import { describe, expect, it } from 'vitest';
import {
  accountDelay,
  ADDRESS_FACTOR,
  createAttemptLimiter,
  createLoginLimiter,
  FIRST_DELAY_MS,
  MAX_DELAY_MS,
  WINDOW_SECONDS,
} from './login-limiter';
import { counterStore } from './store';

const limiterWith = (accountPoints: number) =>
  createLoginLimiter({ counters: counterStore(), accountPoints });

describe('login limiter', () => {
  it('stops one address guessing one account, while the owner still gets in from another', async () => {
    const limiter = limiterWith(2);
    expect(await limiter.attempt('attacker', 'nora@example.com')).toEqual({
      allowed: true,
      delayMs: 0,
    });
    expect(await limiter.attempt('attacker', 'nora@example.com')).toEqual({
      allowed: true,
      delayMs: 0,
    });
    const refused = await limiter.attempt('attacker', 'nora@example.com');
    expect(refused).toMatchObject({ allowed: false, limit: 'account-and-address' });
    if (refused.allowed) throw new Error('unreachable');
    expect(refused.retryAfterSeconds).toBeGreaterThan(WINDOW_SECONDS - 5);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect((await limiter.attempt('owner-home', 'nora@example.com')).allowed).toBe(true);
    expect((await limiter.attempt('attacker', 'sara@example.com')).allowed).toBe(true);
  });

  it('limits one address across many accounts at ADDRESS_FACTOR times the account allowance', async () => {
    const limiter = limiterWith(1);
    for (let n = 0; n < ADDRESS_FACTOR; n += 1)
      expect((await limiter.attempt('203.0.113.9', `user${n}@example.com`)).allowed).toBe(true);
    expect(await limiter.attempt('203.0.113.9', 'one-more@example.com')).toMatchObject({
      allowed: false,
      limit: 'address',
    });
    expect((await limiter.attempt('198.51.100.1', 'one-more@example.com')).allowed).toBe(true);
  });

  it('slows attempts on an account tried from many addresses, ever longer, but never refuses them', async () => {
    const limiter = limiterWith(3);
    const delays: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const verdict = await limiter.attempt(`address-${n}`, 'nora@example.com');
      if (!verdict.allowed) throw new Error('an account-wide limit must never refuse');
      delays.push(verdict.delayMs);
    }
    expect(delays).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('forgets a pair’s failures after a success and gives the address its attempt back', async () => {
    const limiter = limiterWith(1);
    for (let n = 0; n < 20; n += 1) {
      expect(await limiter.attempt('ip', 'nora@example.com')).toEqual({
        allowed: true,
        delayMs: 0,
      });
      await limiter.succeeded('ip', 'nora@example.com');
    }
  });

  it('waits FIRST_DELAY_MS after the free failures, doubling up to MAX_DELAY_MS', () => {
    expect(accountDelay(4, 5)).toBe(0);
    expect(accountDelay(5, 5)).toBe(FIRST_DELAY_MS);
    expect(accountDelay(6, 5)).toBe(FIRST_DELAY_MS * 2);
    expect(accountDelay(500, 5)).toBe(MAX_DELAY_MS);
  });
});

describe('attempt limiter', () => {
  it('allows its points per key, then says how long to wait; a forgiven attempt is given back', async () => {
    const limiter = createAttemptLimiter(counterStore(), {
      keyPrefix: 't',
      points: 2,
      duration: 3600,
    });
    expect(await limiter.attempt('a')).toBeNull();
    expect(await limiter.attempt('a')).toBeNull();
    expect(await limiter.attempt('a')).toBeGreaterThan(3500);
    expect(await limiter.attempt('b')).toBeNull();
    await limiter.forgive('b');
    expect(await limiter.attempt('b')).toBeNull();
    expect(await limiter.attempt('b')).toBeNull();
  });
});
