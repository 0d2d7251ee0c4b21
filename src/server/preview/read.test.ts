import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPreview } from './read';

/** A real WPGraphQL answer for a preview read (tests/fixtures/wordpress/preview-*.json). */
function fixturePost(name: string) {
  const fixture = JSON.parse(
    readFileSync(path.join(process.cwd(), 'tests/fixtures/wordpress', `${name}.json`), 'utf8'),
  ) as { response: { body: { data: { post: Record<string, unknown> | null } } } };
  return fixture.response.body.data.post;
}

const config = {
  graphqlUrl: 'http://wordpress.test/graphql',
  secret: 'preview-secret-0123456789abcdef0123',
  user: 'admin',
  applicationPassword: 'abcd efgh ijkl mnop',
};
const issuer = 'http://wordpress.test';

function answer(post: Record<string, unknown> | null, viewer: unknown = { databaseId: 1 }) {
  const full = post && {
    id: 'cG9zdDox',
    hasPassword: false,
    dateGmt: null,
    modifiedGmt: null,
    author: null,
    featuredImage: null,
    tags: { nodes: [] },
    excerpt: '',
    ...post,
    categories: { nodes: [] },
    language: 'en',
    textDirection: 'ltr',
  };
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      Response.json({ data: { viewer, post: full, generalSettings: { url: issuer } } }),
    );
}

const claims = (post: number, revision: number | null = null) => ({
  post,
  revision,
  issuer,
  expires: new Date(),
});

afterEach(() => vi.restoreAllMocks());

describe('reading a preview from WordPress', () => {
  it('reads a draft by its id with the Application Password (HTTP Basic)', async () => {
    const fetch = answer(fixturePost('preview-draft'));
    const read = await readPreview(config, claims(32));
    expect(read).toMatchObject({ post: { databaseId: 32, title: 'A draft to preview', slug: '' } });
    const [, init] = fetch.mock.calls[0]!;
    expect(new Headers(init?.headers).get('authorization')).toBe(
      `Basic ${Buffer.from('admin:abcd efgh ijkl mnop').toString('base64')}`,
    );
    expect(JSON.parse(String(init?.body)).variables).toEqual({ id: '32' });
  });

  it('reads the autosave a token names when it is a revision of the token’s post', async () => {
    answer(fixturePost('preview-autosave'));
    expect(await readPreview(config, claims(8, 33))).toMatchObject({
      post: { title: 'Unsaved title' },
    });
  });

  it('refuses a revision of another post, a post read as a revision, and another WordPress', async () => {
    answer(fixturePost('preview-autosave'));
    expect(await readPreview(config, claims(9, 33))).toEqual({ problem: 'forbidden' });
    answer(fixturePost('preview-draft'));
    expect(await readPreview(config, claims(31, 32))).toEqual({ problem: 'forbidden' });
    answer(fixturePost('preview-draft'));
    expect(
      await readPreview(config, { ...claims(32), issuer: 'https://other-cms.example' }),
    ).toEqual({ problem: 'forbidden' });
  });

  it('tells refused credentials (WordPress answers viewer null) from a post that is gone', async () => {
    answer(null, null);
    expect(await readPreview(config, claims(32))).toEqual({ problem: 'credentials' });
    answer(null);
    expect(await readPreview(config, claims(32))).toEqual({ problem: 'missing' });
  });
});
