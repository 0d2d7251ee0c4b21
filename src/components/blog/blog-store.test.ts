import { describe, expect, it, vi } from 'vitest';
import { postSchema, type BlogPost } from '@/lib/content-client/types';
import { wpPost } from '@/lib/content-client/test-fixtures';
import { createBlogStore } from './blog-store';

const post = (slug: string): BlogPost => postSchema.parse(wpPost({ slug, id: `id-${slug}` }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const client = {
    getPosts: vi.fn<() => Promise<BlogPost[]>>(),
    getPostBySlug: vi.fn<(slug: string) => Promise<BlogPost | null>>(),
  };
  return { client, store: createBlogStore(client) };
}

describe('blog store: fetchPosts', () => {
  it('sets loading and clears the error, then stores the posts', async () => {
    const { client, store } = setup();
    store.setState({ error: 'old failure' });
    const pending = deferred<BlogPost[]>();
    client.getPosts.mockReturnValue(pending.promise);
    const done = store.getState().fetchPosts();
    expect(store.getState()).toMatchObject({ loading: true, error: null, posts: [] });
    pending.resolve([post('a'), post('b')]);
    await done;
    expect(store.getState()).toMatchObject({ loading: false, error: null });
    expect(store.getState().posts.map((p) => p.slug)).toEqual(['a', 'b']);
  });

  it('is skipped when posts are already loaded', async () => {
    const { client, store } = setup();
    store.setState({ posts: [post('a')] });
    await store.getState().fetchPosts();
    expect(client.getPosts).not.toHaveBeenCalled();
  });

  it('shares one request between callers that ask at the same time', async () => {
    const { client, store } = setup();
    client.getPosts.mockResolvedValue([post('a')]);
    await Promise.all([store.getState().fetchPosts(), store.getState().fetchPosts()]);
    expect(client.getPosts).toHaveBeenCalledOnce();
  });

  it('keeps the failure message, or "Failed to fetch posts." when there is none', async () => {
    const { client, store } = setup();
    client.getPosts.mockRejectedValueOnce(new Error('Bad field, Limit exceeded'));
    await store.getState().fetchPosts();
    expect(store.getState()).toMatchObject({
      loading: false,
      error: 'Bad field, Limit exceeded',
      posts: [],
    });
    client.getPosts.mockRejectedValueOnce(new Error(''));
    await store.getState().fetchPosts();
    expect(store.getState().error).toBe('Failed to fetch posts.');
  });
});

describe('blog store: fetchPostBySlug', () => {
  it('uses a loaded post directly, without a request', async () => {
    const { client, store } = setup();
    const loaded = post('a');
    store.setState({ posts: [loaded, post('b')] });
    await expect(store.getState().fetchPostBySlug('a')).resolves.toBe(loaded);
    expect(store.getState().currentPost).toBe(loaded);
    expect(client.getPostBySlug).not.toHaveBeenCalled();
  });

  it('otherwise clears currentPost, loads the post, stores it and appends it to posts', async () => {
    const { client, store } = setup();
    store.setState({ posts: [post('a')], currentPost: post('a'), error: 'old' });
    const pending = deferred<BlogPost | null>();
    client.getPostBySlug.mockReturnValue(pending.promise);
    const done = store.getState().fetchPostBySlug('c');
    expect(store.getState()).toMatchObject({ currentPost: null, loading: true, error: null });
    pending.resolve(post('c'));
    await done;
    expect(client.getPostBySlug).toHaveBeenCalledWith('c');
    expect(store.getState().currentPost?.slug).toBe('c');
    expect(store.getState().posts.map((p) => p.slug)).toEqual(['a', 'c']);
    expect(store.getState().loading).toBe(false);
  });

  it('leaves currentPost empty and posts unchanged for an unknown slug', async () => {
    const { client, store } = setup();
    client.getPostBySlug.mockResolvedValue(null);
    await expect(store.getState().fetchPostBySlug('missing')).resolves.toBeNull();
    expect(store.getState()).toMatchObject({
      currentPost: null,
      posts: [],
      loading: false,
      error: null,
    });
  });

  it('sets the failure message, or "Failed to fetch post with slug: {slug}"', async () => {
    const { client, store } = setup();
    client.getPostBySlug.mockRejectedValueOnce(new Error('A valid post slug is required.'));
    await store.getState().fetchPostBySlug(' ');
    expect(store.getState()).toMatchObject({
      loading: false,
      error: 'A valid post slug is required.',
    });
    client.getPostBySlug.mockRejectedValueOnce(new Error());
    await store.getState().fetchPostBySlug('gone');
    expect(store.getState().error).toBe('Failed to fetch post with slug: gone');
  });
});
