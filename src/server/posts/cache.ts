import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { hostConfig, processSingleton } from '#host/shared';
import type { PostCategory } from '@/lib/content-client/types';
import { serverContentClient } from '@/server/content/client';
import { contentServiceUrl } from '@/server/content/config';
import { log } from '@/server/log';
import { featuredStory, postsAbout, relatedPosts } from './choose';
import { createPostFetcher } from './fetch';
import { createStaleIfError } from './stale-if-error';

/** Tag of every cached post fetch; /api/revalidate expires it. */
export const postsCacheTag = 'posts';

type Fetcher = ReturnType<typeof createPostFetcher>;
// One memory of last good answers for the process: the pages and the footer's and menus' JSON
// routes are separate bundles, and each must fall back on what any of them fetched.
const staleIfError = processSingleton('postsStaleIfError', () => createStaleIfError());

/**
 * A fetch through Next's data cache (tag `posts`, fetched again after half the refresh interval)
 * that falls back to its last good answer when the content service fails, and is shared within
 * a request. The fallback wraps the data cache, so answers the cache kept from an earlier
 * process (on disk) also count as last good: after a restart and a revalidation, a failing
 * service still leaves visitors the posts they saw.
 */
function cachedFetch<Args extends (string | number)[], Result>(
  name: string,
  fetch: (fetcher: Fetcher, ...args: Args) => Promise<Result>,
) {
  return cache((...args: Args): Promise<Result> => {
    const keyParts = [name, contentServiceUrl() ?? 'built-in', ...args.map(String)];
    const load = () => fetch(createPostFetcher(serverContentClient()), ...args);
    const cached = unstable_cache(load, keyParts, {
      tags: [postsCacheTag],
      // The page cache takes the other half of the refresh interval.
      revalidate: hostConfig().CONTENT_REFRESH_SECONDS / 2,
    });
    return staleIfError(keyParts.join('|'), cached, (error) =>
      log.warn(
        { err: error, read: keyParts },
        'Content service failed; serving the last good answer',
      ),
    );
  });
}

export const getPostPage = cachedFetch('post', (fetcher, slug: string) =>
  fetcher.getPostPage(slug),
);
export const getPostListPage = cachedFetch(
  'list',
  (fetcher, category: PostCategory, page: number) => fetcher.getPostListPage(category, page),
);
export const getPostIndex = cachedFetch('index', (fetcher) => fetcher.getPostIndex());

/** The featured success story's full post, or null when there is no story. */
export async function getFeaturedStory() {
  const story = featuredStory(await getPostIndex());
  return story ? getPostPage(story.slug) : null;
}

export async function getRelatedPosts(post: Parameters<typeof relatedPosts>[0]) {
  return relatedPosts(post, await getPostIndex());
}

export async function getPostsAbout(options: Parameters<typeof postsAbout>[1]) {
  return postsAbout(await getPostIndex(), options);
}
