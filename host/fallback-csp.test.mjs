import { describe, expect, it } from 'vitest';
import { BUILD_FILES_CSP, FALLBACK_CSP, policyWithout } from './fallback-csp.mjs';

describe('the policy of answers src/proxy.ts does not see', () => {
  it('lets a build file started as a worker load the site’s own scripts, and nothing else', () => {
    expect(policyWithout(200, '/_next/static/chunks/turbopack-worker-1.js')).toBe(BUILD_FILES_CSP);
    expect(BUILD_FILES_CSP).toContain("script-src 'self'");
    expect(BUILD_FILES_CSP).toContain("default-src 'none'");
    expect(BUILD_FILES_CSP).not.toMatch(/unsafe|blob:|data:|\*/);
  });

  it('keeps any other static answer, and a missing build file, unscripted', () => {
    expect(policyWithout(404, '/_next/static/nope.js')).toBe(FALLBACK_CSP);
    expect(policyWithout(200, '/images/logo.png')).toBe(FALLBACK_CSP);
    expect(FALLBACK_CSP).not.toContain('script-src');
  });
});
