import { describe, expect, it } from 'vitest';
import { localeOf, localePath, localizedHref, pathWithoutLocale } from './locale';

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

describe('links on an Arabic page', () => {
  it('lead to the Arabic twin of a page, keeping its query and fragment', () => {
    expect(localizedHref('ar', '/services')).toBe('/ar/services');
    expect(localizedHref('ar', '/')).toBe('/ar');
    expect(localizedHref('ar', '/contact-us?topic=bids#form')).toBe(
      '/ar/contact-us?topic=bids#form',
    );
    expect(localizedHref('en', '/services')).toBe('/services');
  });

  it('leave other sites, anchors, APIs, files and addresses in a language of their own alone', () => {
    for (const href of [
      'https://etimad.sa/',
      '//cdn.example/x',
      '#main',
      '/api/users/login',
      '/blog/rss.xml',
      '/ar/blog/x',
      'mailto:a@b.sa',
    ])
      expect(localizedHref('ar', href)).toBe(href);
  });
});
