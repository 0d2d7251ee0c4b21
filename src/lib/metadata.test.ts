import { describe, expect, it } from 'vitest';
import { absoluteUrl, defaultMetadata, pageMetadata } from './metadata';

describe('page metadata', () => {
  it('has the spec’s defaults', () => {
    expect(defaultMetadata.title).toMatchObject({ default: 'Government Contracting Solutions' });
    expect(defaultMetadata.description).toMatch(
      /secure government contracts in Saudi Arabia without building an in-house team/,
    );
    expect(defaultMetadata.openGraph).toMatchObject({
      type: 'website',
      url: 'http://localhost:3000/',
    });
    expect(defaultMetadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('gives each page a canonical link of SITE_URL + its path and full social metadata', () => {
    const meta = pageMetadata({ path: '/services', title: 'Services', description: 'What we do.' });
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
