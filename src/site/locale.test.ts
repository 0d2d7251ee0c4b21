import { describe, expect, it } from 'vitest';
import { localeOf, localePath, pathWithoutLocale } from './locale';

describe('locale addresses', () => {
  it('puts Arabic under /ar and leaves English addresses as they are', () => {
    expect(localePath('ar', '/')).toBe('/ar');
    expect(localePath('ar', '/contact-us')).toBe('/ar/contact-us');
    expect(localePath('en', '/contact-us')).toBe('/contact-us');
  });

  it('reads the language from the address, and only from a whole /ar segment', () => {
    expect(localeOf('/ar')).toBe('ar');
    expect(localeOf('/ar/blog/x')).toBe('ar');
    expect(localeOf('/area-of-focus')).toBe('en');
    expect(localeOf('/arabic')).toBe('en');
  });

  it('round-trips every address through its English path', () => {
    for (const path of ['/', '/contact-us', '/blog/a-post', '/area-of-focus']) {
      expect(pathWithoutLocale(localePath('ar', path))).toBe(path);
      expect(pathWithoutLocale(path)).toBe(path);
    }
  });
});
