import { describe, expect, it } from 'vitest';
import { clientIp, LOCAL_CLIENT } from './client-ip';
import { createLoginLimiter, IP_FACTOR, WINDOW_SECONDS } from './login-limiter';

describe('login limiter', () => {
  it('allows the set number of attempts per email, then says how long to wait', async () => {
    const limiter = createLoginLimiter({ emailPoints: 2 });
    expect(await limiter.attempt('ip-a', 'nora@example.com')).toBeNull();
    expect(await limiter.attempt('ip-b', 'nora@example.com')).toBeNull();
    const wait = await limiter.attempt('ip-c', 'nora@example.com');
    expect(wait).toBeGreaterThan(WINDOW_SECONDS - 5);
    expect(wait).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(await limiter.attempt('ip-c', 'sara@example.com')).toBeNull(); // other emails are unaffected
  });

  it('limits one IP across many emails at IP_FACTOR times the email limit', async () => {
    const limiter = createLoginLimiter({ emailPoints: 1 });
    for (let n = 0; n < IP_FACTOR; n += 1)
      expect(await limiter.attempt('203.0.113.9', `user${n}@example.com`)).toBeNull();
    expect(await limiter.attempt('203.0.113.9', 'one-more@example.com')).not.toBeNull();
    expect(await limiter.attempt('198.51.100.1', 'one-more@example.com')).toBeNull();
  });

  it('forgets an email’s attempts after a success and gives the IP its point back', async () => {
    const limiter = createLoginLimiter({ emailPoints: 1 });
    for (let n = 0; n < 20; n += 1) {
      expect(await limiter.attempt('ip', 'nora@example.com')).toBeNull();
      await limiter.succeeded('ip', 'nora@example.com');
    }
  });
});

describe('clientIp', () => {
  const headers = new Headers({
    'x-forwarded-for': '6.6.6.6, 203.0.113.7',
    'x-real-ip': '198.51.100.2',
  });

  it('puts every client in one bucket unless the proxy is trusted', () => {
    expect(clientIp(headers, false)).toBe(LOCAL_CLIENT);
  });

  it('behind a trusted proxy, believes only the address the proxy added (the last one)', () => {
    expect(clientIp(headers, true)).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.2' }), true)).toBe('198.51.100.2');
    expect(clientIp(new Headers(), true)).toBe(LOCAL_CLIENT);
  });
});
