import { describe, expect, it } from 'vitest';
import { createPostFetcher } from './fetch';
import { toAuthorView } from './author-view';
import { executeAgainst, executeBuiltIn } from '@/server/content/executor';
import { parsePostFile } from '@/server/content/markdown-source';
import { authorNamed } from '@/site/authors';
import { createContentClient } from '@/lib/content-client/client';
import type { GraphQLRequest } from '@/lib/content-client/transport';

/** The site's content client over a GraphQL executor, as the server reads the built-in service. */
const clientOf = (execute: (request: GraphQLRequest) => Promise<unknown>) =>
  createContentClient(execute);

const allowed = (url: string) => url.startsWith('/') || url.startsWith('https://cms.example/');

describe('an author page from the built-in service', () => {
  it('is the author of content/authors.json, with their biography and their posts alone', async () => {
    const page = await createPostFetcher(clientOf(executeBuiltIn)).getAuthorPage('sara-al-harbi');
    const entry = authorNamed('sara-al-harbi')!;
    expect(page?.user).toMatchObject({
      name: 'Sara Al-Harbi',
      slug: 'sara-al-harbi',
      description: entry.bio,
    });
    expect(page?.posts.length).toBeGreaterThan(0);
    expect(page?.posts.every((post) => post.author?.node?.slug === 'sara-al-harbi')).toBe(true);
    expect(await createPostFetcher(clientOf(executeBuiltIn)).getAuthorPage('nobody')).toBeNull();

    const english = toAuthorView(page!, { entry, locale: 'en', imageAllowed: allowed });
    expect(english).toMatchObject({
      name: 'Sara Al-Harbi',
      role: entry.role,
      bio: entry.bio,
      sample: true,
      path: '/blog/authors/sara-al-harbi',
    });
    const arabic = toAuthorView(page!, { entry, locale: 'ar', imageAllowed: allowed });
    expect(arabic).toMatchObject({
      name: entry.ar!.name,
      role: entry.ar!.role,
      bio: entry.ar!.bio,
    });
  });

  it('gives an author missing from the file a page with the name alone', async () => {
    const post = parsePostFile(
      'guest.md',
      '---\ntitle: Guest post\nslug: guest-post\ndate: 2026-01-02\nauthor: Guest Writer\ncategories: [blog]\n---\n\nText.\n',
    );
    const fetcher = createPostFetcher(clientOf((request) => executeAgainst([post], request)));
    const page = await fetcher.getAuthorPage('guest-writer');
    expect(page?.user).toMatchObject({ name: 'Guest Writer', description: null });
    expect(page?.posts.map((summary) => summary.slug)).toEqual(['guest-post']);
  });
});

describe('an author page from WordPress', () => {
  const user = {
    name: 'Nadia Saleh',
    slug: 'nadia',
    description: 'Writes on <strong>bids</strong> &amp; tenders.',
    avatar: { url: 'https://secure.gravatar.com/avatar/abc?s=192', width: 192, height: 192 },
  };

  it('shows the user’s description as the biography, as text, with no role and no sample tag', () => {
    const view = toAuthorView({ user, posts: [] }, { locale: 'en', imageAllowed: allowed });
    expect(view).toMatchObject({
      name: 'Nadia Saleh',
      bio: 'Writes on bids & tenders.',
      role: null,
      sample: false,
      path: '/blog/authors/nadia',
    });
  });

  it('shows an avatar from WordPress’s media, never a Gravatar (another site’s image)', () => {
    expect(
      toAuthorView({ user, posts: [] }, { locale: 'en', imageAllowed: allowed }).photo,
    ).toBeNull();
    const local = { ...user, avatar: { ...user.avatar, url: 'https://cms.example/uploads/n.jpg' } };
    expect(
      toAuthorView({ user: local, posts: [] }, { locale: 'en', imageAllowed: allowed }).photo,
    ).toEqual({
      src: 'https://cms.example/uploads/n.jpg',
      width: 192,
      height: 192,
      alt: 'Nadia Saleh',
    });
  });

  it('falls back to the slug when a user has no display name and to no biography when empty', () => {
    const bare = { ...user, name: '', description: '', avatar: null };
    expect(
      toAuthorView({ user: bare, posts: [] }, { locale: 'ar', imageAllowed: allowed }),
    ).toMatchObject({ name: 'nadia', bio: null, photo: null });
  });
});
