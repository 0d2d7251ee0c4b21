import type { BlogPost } from './types';

/** A post as WPGraphQL returns it for the detail query (for unit tests). */
export function wpPost(
  overrides: Partial<Record<keyof BlogPost, unknown>> = {},
): Record<string, unknown> {
  return {
    id: 'cG9zdDox',
    title: 'Winning on Etimad &#8211; a guide',
    date: '2025-01-14T00:00:00',
    content: '<h2>First step</h2><p>Register.</p>',
    slug: 'winning-on-etimad',
    author: { node: { name: 'Sara Al-Harbi' } },
    featuredImage: {
      node: {
        altText: 'A portal',
        sourceUrl: 'https://cms.example.com/wp-content/uploads/portal-1024x538.jpg',
        title: 'Portal',
        caption: '<p>One platform.</p>',
        mediaDetails: { width: 1024, height: 538 },
      },
    },
    categories: {
      nodes: [{ id: 'dGVybTox', databaseId: 1, name: 'Blog', slug: 'blog', count: 12 }],
    },
    tags: { nodes: [{ id: 'dGVybToy', databaseId: 2, name: 'Etimad', slug: 'etimad', count: 3 }] },
    ...overrides,
  };
}
