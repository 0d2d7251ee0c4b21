import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/blog/etimad-guide?ref=header#top', '/blog/etimad-guide?ref=header#top'],
    ['/services/market-entry', '/services/market-entry'],
    ['/blog/./etimad-guide', '/blog/etimad-guide'],
    ['/search?q=caf%C3%A9', '/search?q=caf%C3%A9'],
    ['/ar/profile', '/ar/profile'],
    ['/ar/blog/%D8%AF%D9%84%D9%8A%D9%84', '/ar/blog/%D8%AF%D9%84%D9%8A%D9%84'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    [''],
    [['/profile', '/blog']],
    ['profile'],
    ['//evil.example/profile'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    [' javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n//evil.example'],
    ['/ /evil.example'],
    ['/.//evil.example/phish'],
    ['/..//evil.example'],
    ['/a/..//evil.example'],
    ['/a/b/../..//evil.example'],
    ['/./.././/evil.example'],
    ['/%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/%2f/evil.example'],
    ['/%2F%2Fevil.example'],
    ['/%5cevil.example'],
    ['/%09/evil.example'],
    ['/\u2028/evil.example'],
    ['/\u202e/evil.example'],
    ['/register?next=/profile'],
    ['/./register'],
  ])('sends %j home instead', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('sends an Arabic page home in Arabic, and treats /ar/register as the loop it is', () => {
    expect(safeNextPath(undefined, '/ar')).toBe('/ar');
    expect(safeNextPath('//evil.example', '/ar')).toBe('/ar');
    expect(safeNextPath('/ar/register?mode=signin', '/ar')).toBe('/ar');
    expect(safeNextPath('/ar/services', '/ar')).toBe('/ar/services');
  });

  it('gives back only paths that are themselves safe (a second pass changes nothing)', () => {
    for (const next of ['/profile', '/blog/./a', '/a/../b?x=1#y'])
      expect(safeNextPath(safeNextPath(next))).toBe(safeNextPath(next));
  });
});
