import { describe, expect, it, vi } from 'vitest';
import type { FooterPost } from '@/server/posts/links';
import { createFooterPostsStore } from './footer-posts';

const post = (slug: string): FooterPost => ({ slug, title: `Title of ${slug}`, lang: 'en' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function setup() {
  const load = vi.fn<() => Promise<FooterPost[]>>();
  return { load, store: createFooterPostsStore(load) };
}

describe('footer posts store', () => {
  it('sets loading and clears the error, then stores the posts', async () => {
    const { load, store } = setup();
    store.setState({ error: 'old failure' });
    const pending = deferred<FooterPost[]>();
    load.mockReturnValue(pending.promise);
    const done = store.getState().fetchPosts();
    expect(store.getState()).toMatchObject({ loading: true, error: null, posts: [] });
    pending.resolve([post('a'), post('b')]);
    await done;
    expect(store.getState()).toMatchObject({ loading: false, error: null });
    expect(store.getState().posts.map((p) => p.slug)).toEqual(['a', 'b']);
  });

  it('is skipped when posts are already loaded', async () => {
    const { load, store } = setup();
    store.setState({ posts: [post('a')] });
    await store.getState().fetchPosts();
    expect(load).not.toHaveBeenCalled();
  });

  it('shares one request between callers that ask at the same time', async () => {
    const { load, store } = setup();
    load.mockResolvedValue([post('a')]);
    await Promise.all([store.getState().fetchPosts(), store.getState().fetchPosts()]);
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps the failure message, or "Failed to fetch posts." when there is none', async () => {
    const { load, store } = setup();
    load.mockRejectedValueOnce(new Error('The content service is down.'));
    await store.getState().fetchPosts();
    expect(store.getState()).toMatchObject({
      loading: false,
      error: 'The content service is down.',
      posts: [],
    });
    load.mockRejectedValueOnce(new Error(''));
    await store.getState().fetchPosts();
    expect(store.getState().error).toBe('Failed to fetch posts.');
  });
});
