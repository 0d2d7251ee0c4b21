import { describe, expect, it } from 'vitest';
import { isStorable, pageCacheKey } from './policy.mjs';

const request = (url, { method = 'GET', headers = {} } = {}) => ({ url, method, headers });

describe('page cache policy', () => {
  it('keys public page requests by path and query', () => {
    expect(pageCacheKey(request('/services'))).toBe('/services');
    expect(pageCacheKey(request('/blog?page=2', { method: 'HEAD' }))).toBe('/blog?page=2');
    expect(pageCacheKey(request('/'))).toBe('/');
  });

  it('sends the profile, staff pages, mailed links, APIs, files and Next’s own requests to Next', () => {
    for (const url of [
      '/verify-email?token=abc',
      '/reset-password?token=abc',
      '/profile',
      '/profile/',
      '/%70rofile',
      '//profile',
      '/staff/enquiries',
      '/api/users/profile',
      '/api/build-id',
      '/_next/static/chunks/a.js',
      '/robots.txt',
      '/blog/rss.xml',
      '/images/hero.png',
      '/services?_rsc=abc',
      '/%E0%A4%A',
      `/${'a'.repeat(3000)}`,
    ])
      expect(pageCacheKey(request(url)), url).toBeUndefined();
    expect(pageCacheKey(request('/services', { method: 'POST' }))).toBeUndefined();
    for (const name of ['authorization', 'rsc', 'next-action', 'next-router-prefetch'])
      expect(
        pageCacheKey(request('/services', { headers: { [name]: '1' } })),
        name,
      ).toBeUndefined();
  });

  it('keeps HTML pages and deliberate 404s that set no cookie', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(isStorable({ status: 200, headers: html })).toBe(true);
    expect(isStorable({ status: 404, headers: html })).toBe(true);
    expect(isStorable({ status: 500, headers: html })).toBe(false);
    expect(isStorable({ status: 308, headers: html })).toBe(false);
    expect(isStorable({ status: 200, headers: { 'content-type': 'application/json' } })).toBe(
      false,
    );
    expect(isStorable({ status: 200, headers: { ...html, 'set-cookie': 'a=1' } })).toBe(false);
  });
});
