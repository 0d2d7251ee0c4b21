import { describe, expect, it } from 'vitest';
import { postPath, selectCategory, toListCard } from './cards';

const post = (
  slug: string,
  categories: string[],
  sourceUrl: string | null = `/images/${slug}.webp`,
) => ({
  id: `id-${slug}`,
  slug,
  title: `Title ${slug}`,
  featuredImage: sourceUrl === null ? null : { node: { sourceUrl } },
  categories: { nodes: categories.map((slug) => ({ slug })) },
});

describe('list cards and the blog/story split', () => {
  it('keeps posts whose category slug is blog or story', () => {
    const posts = [
      post('a', ['blog']),
      post('b', ['story']),
      post('c', ['news', 'blog']),
      post('d', ['blogging']),
    ];
    expect(selectCategory(posts, 'blog').map((p) => p.slug)).toEqual(['a', 'c']);
    expect(selectCategory(posts, 'story').map((p) => p.slug)).toEqual(['b']);
  });

  it('makes a card of id, slug, title and image, falling back to /placeholder.png', () => {
    expect(toListCard(post('a', ['blog']))).toEqual({
      id: 'id-a',
      slug: 'a',
      title: 'Title a',
      image: '/images/a.webp',
    });
    expect(toListCard(post('b', ['blog'], null)).image).toBe('/placeholder.png');
    expect(
      toListCard({ ...post('c', ['blog']), featuredImage: { node: { sourceUrl: null } } }).image,
    ).toBe('/placeholder.png');
  });

  it('puts stories under /stories and other posts under /blog', () => {
    expect(postPath(post('a', ['story']))).toBe('/stories/a');
    expect(postPath(post('b', ['blog']))).toBe('/blog/b');
  });
});
