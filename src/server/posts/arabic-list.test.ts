import { describe, expect, it } from 'vitest';
import type { PostSummary } from '@/lib/content-client/types';
import { arabicListPage } from './loaders';

const post = (id: string, title: string, category = 'blog') =>
  ({
    id,
    slug: id,
    title,
    excerpt: '',
    categories: { nodes: [{ slug: category }] },
  }) as unknown as PostSummary;

const arabic = (n: number) =>
  Array.from({ length: n }, (_, i) => post(`ar-${i}`, `منافسة حكومية ${i}`));
const english = (n: number) =>
  Array.from({ length: n }, (_, i) => post(`en-${i}`, `Government tender ${i}`));

describe('the Arabic list of a category', () => {
  it('lists its Arabic posts first, then English ones while the Arabic ones do not fill a page', () => {
    const list = arabicListPage(
      [...english(2), ...arabic(3), post('story', 'قصة نجاح', 'story')],
      'blog',
      1,
    );
    expect(list?.posts.map((p) => p.id)).toEqual(['ar-0', 'ar-1', 'ar-2', 'en-0', 'en-1']);
    expect(list).toMatchObject({ page: 1, totalPages: 1, hasNextPage: false });
  });

  it('lists Arabic posts only once they fill a page, and has no page past its end', () => {
    const list = arabicListPage([...english(5), ...arabic(12)], 'blog', 2);
    expect(list?.posts.map((p) => p.id)).toEqual(['ar-10', 'ar-11']);
    expect(arabicListPage([...english(5), ...arabic(12)], 'blog', 3)).toBeNull();
  });
});
