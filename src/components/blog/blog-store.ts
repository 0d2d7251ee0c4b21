import { create } from 'zustand';
import { browserContentClient } from '@/lib/content-client/browser';
import type { ContentClient } from '@/lib/content-client/client';
import { contentMessages } from '@/lib/content-client/errors';
import type { BlogPost } from '@/lib/content-client/types';

/** The blog store of SPEC §4: posts, the current post, a loading flag and an error message. */
export interface BlogState {
  posts: BlogPost[];
  currentPost: BlogPost | null;
  loading: boolean;
  error: string | null;
  /** Loads the first posts unless posts are already loaded. */
  fetchPosts(): Promise<void>;
  /** Uses a loaded post with that slug, else loads it, stores it and adds it to `posts`. */
  fetchPostBySlug(slug: string): Promise<BlogPost | null>;
}

type ClientPart = Pick<ContentClient, 'getPosts' | 'getPostBySlug'>;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** A blog store reading through `client` (tests pass a fake; the site uses the browser client). */
export function createBlogStore(client: ClientPart) {
  // The header and the footer both ask for posts when they mount: they share one request.
  let postsInFlight: Promise<void> | null = null;

  return create<BlogState>()((set, get) => ({
    posts: [],
    currentPost: null,
    loading: false,
    error: null,

    fetchPosts() {
      if (get().posts.length > 0) return Promise.resolve();
      postsInFlight ??= (async () => {
        set({ loading: true, error: null });
        try {
          const posts = await client.getPosts();
          set({ posts, loading: false });
        } catch (error) {
          set({ loading: false, error: messageOf(error, contentMessages.postsFailed) });
        } finally {
          postsInFlight = null;
        }
      })();
      return postsInFlight;
    },

    async fetchPostBySlug(slug) {
      const loaded = get().posts.find((post) => post.slug === slug);
      if (loaded) {
        set({ currentPost: loaded });
        return loaded;
      }
      set({ currentPost: null, loading: true, error: null });
      try {
        const post = await client.getPostBySlug(slug);
        set((state) => ({
          currentPost: post,
          loading: false,
          posts:
            post && !state.posts.some((p) => p.slug === post.slug)
              ? [...state.posts, post]
              : state.posts,
        }));
        return post;
      } catch (error) {
        set({ loading: false, error: messageOf(error, contentMessages.postFailed(slug)) });
        return null;
      }
    },
  }));
}

/** The site's blog store; the header's news menu and the footer's recent posts read it. */
export const useBlogStore = createBlogStore(browserContentClient);
