import { create } from 'zustand';
import { contentMessages } from '@/lib/content-client/errors';
import type { FooterPost } from '@/server/posts/links';

/** The route that answers the footer's posts (`{posts: [{title, slug}]}`). */
export const footerPostsPath = '/footer-posts.json';

/** The footer's post store: the newest blog posts, a loading flag and a clearable error message. */
export interface FooterPostsState {
  posts: FooterPost[];
  loading: boolean;
  error: string | null;
  /** Loads the posts unless they are already loaded. */
  fetchPosts(): Promise<void>;
}

/** The posts from the footer's route; a failure carries the route's message when it gave one. */
async function fetchFooterPosts(): Promise<FooterPost[]> {
  const response = await fetch(footerPostsPath);
  const body = (await response.json().catch(() => null)) as {
    posts?: FooterPost[];
    message?: string;
  } | null;
  if (!response.ok || !Array.isArray(body?.posts)) throw new Error(body?.message ?? '');
  return body.posts;
}

/** A footer posts store reading through `load` (tests pass a fake; the site uses the route). */
export function createFooterPostsStore(load: () => Promise<FooterPost[]> = fetchFooterPosts) {
  // Callers asking at the same time (a remount, a retry) share one request.
  let inFlight: Promise<void> | null = null;

  return create<FooterPostsState>()((set, get) => ({
    posts: [],
    loading: false,
    error: null,

    fetchPosts() {
      if (get().posts.length > 0) return Promise.resolve();
      inFlight ??= (async () => {
        set({ loading: true, error: null });
        try {
          set({ posts: await load(), loading: false });
        } catch (error) {
          const message = error instanceof Error && error.message ? error.message : '';
          set({ loading: false, error: message || contentMessages.postsFailed });
        } finally {
          inFlight = null;
        }
      })();
      return inFlight;
    },
  }));
}

/** The site's footer posts store. */
export const useFooterPosts = createFooterPostsStore();
