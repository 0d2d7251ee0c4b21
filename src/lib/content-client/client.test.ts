import { describe, expect, it, vi } from 'vitest';
import { createContentClient, type ContentLogger } from './client';
import { ContentRequestError } from './errors';
import { POST_BY_SLUG_QUERY, POSTS_QUERY } from './queries';
import { wpPost } from './test-fixtures';
import type { ContentTransport } from './transport';

function setup(answer: (request: Parameters<ContentTransport>[0]) => unknown) {
  const transport = vi.fn<ContentTransport>(async (request) => answer(request));
  const logger = { warn: vi.fn(), error: vi.fn() } satisfies ContentLogger;
  return { client: createContentClient(transport, logger), transport, logger };
}

const fail = (error: Error) => () => {
  throw error;
};

describe('getPosts: the list query', () => {
  it('sends the list query with no variables and reads data.posts.nodes', async () => {
    const { client, transport } = setup(() => ({ data: { posts: { nodes: [wpPost()] } } }));
    const posts = await client.getPosts();
    expect(transport).toHaveBeenCalledWith({ query: POSTS_QUERY });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      slug: 'winning-on-etimad',
      title: 'Winning on Etimad – a guide',
      author: { node: { name: 'Sara Al-Harbi' } },
    });
  });

  it('logs and rethrows GraphQL errors joined with ", "', async () => {
    const { client, logger } = setup(() => ({
      errors: [{ message: 'Bad field' }, { message: 'Limit exceeded' }],
      data: null,
    }));
    await expect(client.getPosts()).rejects.toThrow('Bad field, Limit exceeded');
    expect(logger.error).toHaveBeenCalledWith('Error fetching posts', {
      error: 'Bad field, Limit exceeded',
    });
  });

  it('rethrows an HTTP failure with the service text, else "Failed to fetch posts."', async () => {
    const withMessage = setup(
      fail(new ContentRequestError('HTTP 503', { status: 503, body: { message: 'Maintenance' } })),
    );
    await expect(withMessage.client.getPosts()).rejects.toThrow('Maintenance');
    const bare = setup(fail(new ContentRequestError('HTTP 502', { status: 502 })));
    await expect(bare.client.getPosts()).rejects.toThrow('Failed to fetch posts.');
    expect(bare.logger.error).toHaveBeenCalledOnce();
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    const { client } = setup(() => ({ data: { posts: { nodes: [{ id: 1 }] } } }));
    await expect(client.getPosts()).rejects.toThrow('Failed to fetch posts.');
  });
});

describe('getPostBySlug: the detail query', () => {
  it.each(['', '   ', '\t\n'])('rejects the slug %j without a request', async (slug) => {
    const { client, transport } = setup(() => ({}));
    await expect(client.getPostBySlug(slug)).rejects.toThrow('A valid post slug is required.');
    expect(transport).not.toHaveBeenCalled();
  });

  it('sends the by-slug query with variables {slug} and reads data.post', async () => {
    const { client, transport } = setup(() => ({ data: { post: wpPost() } }));
    const post = await client.getPostBySlug('winning-on-etimad');
    expect(transport).toHaveBeenCalledWith({
      query: POST_BY_SLUG_QUERY,
      variables: { slug: 'winning-on-etimad' },
    });
    expect(post?.featuredImage?.node.mediaDetails).toEqual({ width: 1024, height: 538 });
  });

  it('returns null and logs a warning for an unknown slug', async () => {
    const { client, logger } = setup(() => ({ data: { post: null } }));
    await expect(client.getPostBySlug('nope')).resolves.toBeNull();
    expect(logger.warn).toHaveBeenCalledWith('No post found with slug: nope', { slug: 'nope' });
  });

  it('fails with the GraphQL errors joined with ", "', async () => {
    const { client } = setup(() => ({ errors: [{ message: 'A' }, { message: 'B' }] }));
    await expect(client.getPostBySlug('x')).rejects.toThrow('A, B');
  });

  it('fails on HTTP errors with the service errors, its message, or the default text', async () => {
    const errors = setup(
      fail(
        new ContentRequestError('HTTP 500', {
          status: 500,
          body: { errors: [{ message: 'Internal' }, { message: 'DB down' }] },
        }),
      ),
    );
    await expect(errors.client.getPostBySlug('x')).rejects.toThrow('Internal, DB down');
    const message = setup(
      fail(
        new ContentRequestError('HTTP 403', { status: 403, body: { message: 'Forbidden by WAF' } }),
      ),
    );
    await expect(message.client.getPostBySlug('x')).rejects.toThrow('Forbidden by WAF');
    const none = setup(fail(new ContentRequestError('HTTP 502', { status: 502 })));
    await expect(none.client.getPostBySlug('a-slug')).rejects.toThrow(
      'Failed to fetch post with slug: a-slug',
    );
    expect(none.logger.error).toHaveBeenCalledWith('Error fetching post', {
      slug: 'a-slug',
      error: 'Failed to fetch post with slug: a-slug',
    });
  });

  it('fails with the default text when the network fails or the answer is garbage', async () => {
    const network = setup(fail(new TypeError('fetch failed')));
    await expect(network.client.getPostBySlug('b')).rejects.toThrow(
      'Failed to fetch post with slug: b',
    );
    const garbage = setup(() => '<html>oops</html>');
    await expect(garbage.client.getPostBySlug('b')).rejects.toThrow(
      'Failed to fetch post with slug: b',
    );
  });
});
