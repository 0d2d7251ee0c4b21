import { describe, expect, it } from 'vitest';
import { absoluteUrl, defaultMetadata, pageMetadata } from './metadata';

describe('page metadata', () => {
  it('has the spec’s defaults', () => {
    expect(defaultMetadata.title).toMatchObject({ default: 'Government Contracting Solutions' });
    expect(defaultMetadata.description).toMatch(/secure government contracts in Saudi Arabia without building an in-house team/);
    expect(defaultMetadata.openGraph).toMatchObject({ type: 'website', url: 'http://localhost:3000/' });
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
    expect(pageMetadata({ path: '/', title: 'x', description: 'y' }).title).toEqual({ absolute: 'Government Contracting Solutions' });
    expect(pageMetadata({ path: '/testtt', title: 'x', description: 'y', noIndex: true }).robots).toEqual({ index: false, follow: false });
    expect(absoluteUrl('/blog/a-post')).toBe('http://localhost:3000/blog/a-post');
  });
});
