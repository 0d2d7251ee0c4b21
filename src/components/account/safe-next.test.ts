import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/blog/etimad-guide?ref=header#top', '/blog/etimad-guide?ref=header#top'],
    ['/services/market-entry', '/services/market-entry'],
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
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['/register?next=/profile'],
  ])('sends %j home instead', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });
});
