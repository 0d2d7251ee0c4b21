import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { createContentClient } from './client';
import { ContentRequestError } from './errors';
import type { ContentTransport } from './transport';

function setup(answer: (request: Parameters<ContentTransport>[0]) => unknown) {
  const transport = vi.fn<ContentTransport>(async (request) => answer(request));
  return { client: createContentClient(transport), transport };
}

const fail = (error: Error) => () => {
  throw error;
};

const postData = z.object({ post: z.nullable(z.object({ slug: z.string() })) });
const ask = (client: ReturnType<typeof createContentClient>) =>
  client.request(
    { query: 'query P($slug: ID!) { post(id: $slug) { slug } }', variables: { slug: 'a-slug' } },
    postData,
    'Failed to fetch post with slug: a-slug',
  );

describe('the content client', () => {
  it('sends {query, variables} and returns the validated data', async () => {
    const { client, transport } = setup(() => ({ data: { post: { slug: 'a-slug' } } }));
    expect(await ask(client)).toEqual({ post: { slug: 'a-slug' } });
    expect(transport).toHaveBeenCalledWith({
      query: 'query P($slug: ID!) { post(id: $slug) { slug } }',
      variables: { slug: 'a-slug' },
    });
  });

  it('fails with the GraphQL errors joined with ", "', async () => {
    const { client } = setup(() => ({
      errors: [{ message: 'Bad field' }, { message: 'Limit exceeded' }],
      data: null,
    }));
    await expect(ask(client)).rejects.toThrow('Bad field, Limit exceeded');
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
    await expect(ask(errors.client)).rejects.toThrow('Internal, DB down');
    const message = setup(
      fail(
        new ContentRequestError('HTTP 403', { status: 403, body: { message: 'Forbidden by WAF' } }),
      ),
    );
    await expect(ask(message.client)).rejects.toThrow('Forbidden by WAF');
    const none = setup(fail(new ContentRequestError('HTTP 502', { status: 502 })));
    await expect(ask(none.client)).rejects.toThrow('Failed to fetch post with slug: a-slug');
  });

  it('fails with the default text when the network fails or the answer is garbage or the wrong shape', async () => {
    await expect(ask(setup(fail(new TypeError('fetch failed'))).client)).rejects.toThrow(
      'Failed to fetch post with slug: a-slug',
    );
    await expect(ask(setup(() => '<html>oops</html>').client)).rejects.toThrow(
      'Failed to fetch post with slug: a-slug',
    );
    await expect(ask(setup(() => ({ data: { post: { id: 1 } } })).client)).rejects.toThrow(
      'Failed to fetch post with slug: a-slug',
    );
  });
});
