import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables, parseHostConfig } from './config.mjs';
import { parsePublicConfig, readSiteUrl } from './public-config.mjs';

/** Values each variable refuses, and the start of what it says about them. */
const refused = {
  REDIS_URL: [['ftp://x', 'not a url'], 'must be a redis:// or rediss:// URL'],
  PORT: [['abc', '70000', '80.5'], 'must be a port number from 1 to 65535'],
  HOSTNAME: [['not a host'], 'must be a host name or an IP address'],
  DATABASE_URL: [['mysql://x'], 'must be a postgres:// or postgresql:// URL'],
  ENQUIRY_MIN_FILL_MS: [
    ['0', '1.5', 'soon'],
    'must be a whole number of milliseconds, at least 100',
  ],
  WORDPRESS_TIMEOUT_MS: [
    ['50', '2.5', 'long'],
    'must be a whole number of milliseconds, at least 100',
  ],
  ENQUIRY_MAIL_RETRY_MS: [['0', 'soon'], 'must be a whole number of milliseconds, at least 100'],
  AUTH_SECRET: [['short'], 'must be at least 32 characters'],
  LOG_LEVEL: [['loud'], 'Invalid option'],
  TRUST_PROXY: [['yes'], 'Invalid option'],
  CONTENT_REFRESH_SECONDS: [['1'], 'must be at least 2'],
  GRAPHQL_INTROSPECTION: [['on'], 'Invalid option'],
  SITE_URL: [['ftp://wasla.sa', 'wasla.sa'], 'must be an absolute http(s) URL'],
  NEXT_PUBLIC_WPGRAPHQL_URL: [['not a url'], 'must be an http(s) URL'],
  NEXT_PUBLIC_API_BASE: [['api'], 'must be a path starting with / or an http(s) URL'],
  WORDPRESS_MEDIA_ORIGINS: [
    ['media.wasla.sa', 'ftp://media.wasla.sa', 'https://cdn.wasla.sa/uploads'],
    'must list http(s) origins separated by commas',
  ],
  WORDPRESS_PREVIEW_SECRET: [['short'], 'must be at least 32 characters'],
};

/** The message `parseHostConfig(source)` stops with. */
function refusal(source) {
  try {
    parseHostConfig(source);
  } catch (error) {
    return error.message;
  }
  return 'accepted';
}

describe('configuration', () => {
  it('has working defaults with nothing set', () => {
    const config = parseHostConfig({});
    expect(config).toMatchObject({
      SITE_URL: 'http://localhost:3000',
      PORT: 3000,
      DATA_DIR: '.data',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      CONTENT_REFRESH_SECONDS: 300,
      WORDPRESS_TIMEOUT_MS: 8000,
      ENQUIRY_MAIL_RETRY_MS: 5000,
      NEXT_PUBLIC_API_BASE: '/api',
    });
    for (const unset of ['HOSTNAME', 'DATABASE_URL', 'REDIS_URL', 'NEXT_PUBLIC_MAPS_API_KEY'])
      expect(config[unset]).toBeUndefined();
    expect(parsePublicConfig({})).toEqual({ NEXT_PUBLIC_API_BASE: '/api' });
  });

  it('gives every consumer typed values: numbers, flags, lists', () => {
    expect(
      parseHostConfig({
        PORT: '3161',
        HOSTNAME: '127.0.0.1',
        TRUST_PROXY: 'true',
        CONTENT_REFRESH_SECONDS: '4',
        WORDPRESS_TIMEOUT_MS: '1500',
        GRAPHQL_INTROSPECTION: 'false',
        REDIS_URL: 'redis://:secret@127.0.0.1:6399',
        AUTH_SECRET: 'x'.repeat(32),
        STAFF_EMAILS: ' Staff@Wasla.sa, ops@wasla.sa ',
      }),
    ).toMatchObject({
      PORT: 3161,
      HOSTNAME: '127.0.0.1',
      TRUST_PROXY: true,
      CONTENT_REFRESH_SECONDS: 4,
      WORDPRESS_TIMEOUT_MS: 1500,
      GRAPHQL_INTROSPECTION: false,
      REDIS_URL: 'redis://:secret@127.0.0.1:6399',
      STAFF_EMAILS: ['staff@wasla.sa', 'ops@wasla.sa'],
    });
    expect(parseHostConfig({ HOSTNAME: 'localhost' }).HOSTNAME).toBe('localhost');
    expect(parseHostConfig({ HOSTNAME: '::1' }).HOSTNAME).toBe('::1');
  });

  it('treats empty variables as unset, trims the maps key and strips the trailing slash of SITE_URL', () => {
    expect(readSiteUrl({ SITE_URL: 'https://wasla.sa/' })).toBe('https://wasla.sa');
    expect(readSiteUrl({ SITE_URL: '' })).toBe('http://localhost:3000');
    expect(parseHostConfig({ PORT: '', REDIS_URL: '' })).toMatchObject({ PORT: 3000 });
    expect(parseHostConfig({ NEXT_PUBLIC_MAPS_API_KEY: ' abc ' }).NEXT_PUBLIC_MAPS_API_KEY).toBe(
      'abc',
    );
    expect(
      parseHostConfig({ NEXT_PUBLIC_MAPS_API_KEY: '  ' }).NEXT_PUBLIC_MAPS_API_KEY,
    ).toBeUndefined();
  });

  it.each(Object.entries(refused))('refuses a bad %s, naming it', (name, [values, message]) => {
    for (const value of values) expect(refusal({ [name]: value })).toContain(`${name}: ${message}`);
  });

  it('names every bad variable in one message', () => {
    const message = refusal(
      Object.fromEntries(Object.entries(refused).map(([name, [values]]) => [name, values[0]])),
    );
    for (const [name, [, text]] of Object.entries(refused))
      expect(message).toContain(`${name}: ${text}`);
  });

  it('reads media origins as origins, and previews only whole', () => {
    expect(
      parseHostConfig({
        WORDPRESS_MEDIA_ORIGINS: 'https://cdn.wasla.sa/, http://10.0.0.5:8080',
      }).WORDPRESS_MEDIA_ORIGINS,
    ).toEqual(['https://cdn.wasla.sa', 'http://10.0.0.5:8080']);
    expect(parseHostConfig({}).WORDPRESS_MEDIA_ORIGINS).toEqual([]);
    const preview = {
      NEXT_PUBLIC_WPGRAPHQL_URL: 'https://cms.wasla.sa/graphql',
      WORDPRESS_PREVIEW_SECRET: 'p'.repeat(32),
      WORDPRESS_USER: 'site',
      WORDPRESS_APPLICATION_PASSWORD: 'abcd efgh ijkl mnop qrst uvwx',
    };
    expect(parseHostConfig(preview).WORDPRESS_USER).toBe('site');
    expect(refusal({ ...preview, WORDPRESS_APPLICATION_PASSWORD: '' })).toContain(
      'WORDPRESS_APPLICATION_PASSWORD: is required for previews, with WORDPRESS_PREVIEW_SECRET and WORDPRESS_USER',
    );
    expect(refusal({ ...preview, NEXT_PUBLIC_WPGRAPHQL_URL: '' })).toContain(
      'NEXT_PUBLIC_WPGRAPHQL_URL: is required for previews',
    );
  });

  it('refuses to run a public https site without AUTH_SECRET, saying what to set', () => {
    expect(refusal({ SITE_URL: 'https://wasla.sa' })).toContain(
      'AUTH_SECRET: is required when SITE_URL is https',
    );
    expect(
      parseHostConfig({ SITE_URL: 'https://wasla.sa', AUTH_SECRET: 'x'.repeat(32) }).SITE_URL,
    ).toBe('https://wasla.sa');
  });

  it('refuses a shared Redis without the secret that authenticates its entries', () => {
    expect(refusal({ REDIS_URL: 'redis://:secret@127.0.0.1:6399' })).toContain(
      'AUTH_SECRET: is required when REDIS_URL is set',
    );
  });

  it('checks every variable the README documents, and documents every one it checks', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Scripts'));
    const documented = new Set(
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z_]+)`/g)].map((m) => m[1])),
    );
    // NODE_ENV is Node's own: `npm start` and the tests set it, no operator does.
    expect([...documented].sort()).toEqual(
      configVariables.filter((name) => name !== 'NODE_ENV').sort(),
    );
  });
});
