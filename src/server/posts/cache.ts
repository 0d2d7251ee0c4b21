import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { hostConfig, processSingleton } from '#host/shared';
import type { PostCategory } from '@/lib/content-client/types';
import { serverContentClient } from '@/server/content/client';
import { contentServiceUrl } from '@/server/content/config';
import { markPageDegraded } from '@/server/content/degraded';
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

/** An answer and when the content service gave it (epoch ms: the data cache keeps JSON). */
interface Fetched<T> {
  value: T;
  fetchedAt: number;
}

/**
 * A fetch through Next's data cache (tag `posts`) that falls back to its last good answer when
 * the content service fails, and is shared within a request. The fallback wraps the data cache,
 * so answers the cache kept from an earlier process (on disk) also count as last good: after a
 * restart and a revalidation, a failing service still leaves visitors the posts they saw.
 *
 * An answer is at most half of CONTENT_REFRESH_SECONDS old when a page is made from it (the
 * page cache takes the other half): the data cache refreshes it in the background after a
 * quarter, and one nobody asked for in longer than half is read again at once, as the data
 * cache would serve it once more while it refreshes it. A page made from a last good answer
 * (the service failed) is marked so that the page cache does not keep it.
 */
function cachedFetch<Args extends (string | number)[], Result>(
  name: string,
  fetch: (fetcher: Fetcher, ...args: Args) => Promise<Result>,
) {
  return cache(async (...args: Args): Promise<Result> => {
    const maxAgeMs = (hostConfig().CONTENT_REFRESH_SECONDS * 1000) / 2;
    const keyParts = [name, contentServiceUrl() ?? 'built-in', ...args.map(String)];
    const load = async (): Promise<Fetched<Result>> => ({
      value: await fetch(createPostFetcher(serverContentClient()), ...args),
      fetchedAt: Date.now(),
    });
    const cached = unstable_cache(load, keyParts, {
      tags: [postsCacheTag],
      revalidate: maxAgeMs / 2 / 1000,
    });
    const current = async () => {
      const answer = await cached();
      return (Date.now() - answer.fetchedAt <= maxAgeMs ? answer : await load()).value;
    };
    try {
      return await staleIfError(keyParts.join('|'), current, async (error) => {
        log.warn(
          { err: error, read: keyParts },
          'Content service failed; serving the last good answer',
        );
        await markPageDegraded();
      });
    } catch (error) {
      await markPageDegraded();
      throw error;
    }
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
export const getCaseStudies = cachedFetch('case-studies', (fetcher) => fetcher.getCaseStudies());
export const getTeam = cachedFetch('team', (fetcher) => fetcher.getTeam());
export const getCompany = cachedFetch('company', (fetcher) => fetcher.getCompany());
export const getAuthorPage = cachedFetch('author', (fetcher, slug: string) =>
  fetcher.getAuthorPage(slug),
);

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
