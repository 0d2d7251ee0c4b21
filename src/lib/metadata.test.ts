import { describe, expect, it } from 'vitest';
import { absoluteUrl, defaultMetadata, pageMetadata } from './metadata';

const defaultEnglish = defaultMetadata('en');
/** A page of the site in English, which has an Arabic twin. */
const services = { path: '/services', title: 'Services', description: 'What we do.' };

describe('page metadata', () => {
  it('has the spec’s defaults', () => {
    const meta0 = defaultEnglish;
    expect(meta0.title).toMatchObject({ default: 'Government Contracting Solutions' });
    expect(meta0.description).toMatch(
      /secure government contracts in Saudi Arabia without building an in-house team/,
    );
    expect(meta0.openGraph).toMatchObject({
      type: 'website',
      url: 'http://localhost:3000/',
    });
    expect(meta0.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('gives each page a canonical link of SITE_URL + its path and full social metadata', () => {
    const meta = pageMetadata(services);
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/services');
    expect(meta.title).toBe('Services');
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      url: 'http://localhost:3000/services',
      description: 'What we do.',
      images: [{ url: '/og/wasla-social.png', width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(meta.robots).toBeUndefined();
  });

  it('keeps the home page’s default title and marks no-index pages', () => {
    expect(pageMetadata({ path: '/', title: 'x', description: 'y' }).title).toEqual({
      absolute: 'Government Contracting Solutions',
    });
    expect(
      pageMetadata({ path: '/testtt', title: 'x', description: 'y', noIndex: true }).robots,
    ).toEqual({ index: false, follow: false });
    expect(absoluteUrl('/blog/a-post')).toBe('http://localhost:3000/blog/a-post');
  });
});

describe('article metadata', () => {
  it('switches Open Graph to an article with its dates, authors and tags', () => {
    const meta = pageMetadata({
      path: '/blog/a-post',
      title: 'A post',
      description: 'About a thing.',
      image: { src: '/images/posts/a.webp', width: 1200, height: 630, alt: 'A' },
      article: {
        publishedTime: '2025-01-14T00:00:00.000Z',
        modifiedTime: '2025-02-01T00:00:00.000Z',
        authors: ['Sara Al-Harbi'],
        tags: ['Etimad'],
      },
    });
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      url: 'http://localhost:3000/blog/a-post',
      publishedTime: '2025-01-14T00:00:00.000Z',
      modifiedTime: '2025-02-01T00:00:00.000Z',
      authors: ['Sara Al-Harbi'],
      tags: ['Etimad'],
      images: [{ url: '/images/posts/a.webp', alt: 'A' }],
    });
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/blog/a-post');
  });
});

describe('metadata of the Arabic twin', () => {
  it('is in Arabic at its /ar address, and each twin names the other with hreflang', () => {
    const arabic = pageMetadata({
      ...services,
      title: 'الخدمات',
      description: 'ما نقدمه.',
      locale: 'ar',
    });
    const english = pageMetadata(services);
    expect(arabic.alternates?.canonical).toBe('http://localhost:3000/ar/services');
    expect(arabic.openGraph).toMatchObject({
      locale: 'ar_SA',
      url: 'http://localhost:3000/ar/services',
    });
    const pairs = {
      en: 'http://localhost:3000/services',
      ar: 'http://localhost:3000/ar/services',
      'x-default': 'http://localhost:3000/services',
    };
    expect(arabic.alternates?.languages).toEqual(pairs);
    expect(english.alternates?.languages).toEqual(pairs);
    expect(defaultMetadata('ar').title).toMatchObject({ template: '%s | وصلة' });
  });

  it('names no other language for a page that exists in one only', () => {
    const post = pageMetadata({
      path: '/blog/x',
      title: 'x',
      description: 'y',
      locale: 'ar',
      languages: ['ar'],
    });
    expect(post.alternates?.languages).toBeUndefined();
    expect(post.alternates?.canonical).toBe('http://localhost:3000/ar/blog/x');
  });
});
