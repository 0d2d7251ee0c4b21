import { describe, expect, it } from 'vitest';
import { parsePublicEnv } from '@/lib/env/public';
import { readSiteUrl } from '@/lib/env/site-url';
import { parseServerEnv } from './env';

describe('configuration', () => {
  it('has working defaults with nothing set', () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: '.data',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(parsePublicEnv({})).toEqual({ NEXT_PUBLIC_API_BASE: '/api' });
  });

  it('treats empty variables as unset and strips the trailing slash of SITE_URL', () => {
    expect(readSiteUrl({ SITE_URL: 'https://wasla.sa/' })).toBe('https://wasla.sa');
    expect(readSiteUrl({ SITE_URL: '' })).toBe('http://localhost:3000');
  });

  it('names every bad variable in one message', () => {
    expect(() =>
      parseServerEnv({ SITE_URL: 'wasla.sa', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' }),
    ).toThrowError(/SITE_URL: .*/);
    try {
      parseServerEnv({ DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('AUTH_SECRET: must be at least 32 characters');
      expect(message).toContain('LOG_LEVEL');
    }
    expect(() => parsePublicEnv({ NEXT_PUBLIC_WPGRAPHQL_URL: 'not a url' })).toThrowError(
      'NEXT_PUBLIC_WPGRAPHQL_URL: must be an http(s) URL',
    );
    expect(() => parsePublicEnv({ NEXT_PUBLIC_API_BASE: 'api' })).toThrowError(
      /NEXT_PUBLIC_API_BASE/,
    );
  });
});
