import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { createContentClient, type ContentLogger } from '@/lib/content-client/client';
import { httpTransport, type ContentTransport } from '@/lib/content-client/transport';
import type { PostCategory } from '@/lib/content-client/types';
import { log } from '@/server/log';
import { contentServiceTimeoutMs, contentServiceUrl } from './config';
import { executeBuiltIn } from './executor';
import { createPostReader, featuredStory, postsAbout, relatedPosts } from './post-reader';
import { createStaleIfError } from './stale-if-error';
import { contentRefreshSeconds } from '../../../server/content-refresh.mjs';

/** Tag of every cached content read; /api/revalidate expires it. */
export const postsCacheTag = 'posts';

export const serverLogger: ContentLogger = {
  warn: (message, details) => log.warn(details ?? {}, message),
  error: (message, details) => log.error(details ?? {}, message),
};

/** In-process built-in service, or HTTP POST to WordPress when NEXT_PUBLIC_WPGRAPHQL_URL is set. */
export function serverTransport(): ContentTransport {
  const url = contentServiceUrl();
  return url ? httpTransport(url, { timeoutMs: contentServiceTimeoutMs }) : executeBuiltIn;
}

type Reader = ReturnType<typeof createPostReader>;
const staleIfError = createStaleIfError();

/**
 * A read through Next's data cache (tag `posts`, re-read after half the refresh interval) that falls back
 * to its last good answer when the content service fails, and is shared within a request.
 * The fallback wraps the data cache, so answers the cache kept from an earlier process (on
 * disk) also count as last good: after a restart and a revalidation, a failing service still
 * leaves visitors the posts they saw.
 */
function cachedRead<Args extends (string | number)[], Result>(
  name: string,
  read: (reader: Reader, ...args: Args) => Promise<Result>,
) {
  return cache((...args: Args): Promise<Result> => {
    const keyParts = [name, contentServiceUrl() ?? 'built-in', ...args.map(String)];
    const load = () =>
      read(createPostReader(createContentClient(serverTransport(), serverLogger)), ...args);
    const cached = unstable_cache(load, keyParts, {
      tags: [postsCacheTag],
      // The page cache takes the other half of the refresh interval.
      revalidate: contentRefreshSeconds() / 2,
    });
    return staleIfError(keyParts.join('|'), cached, (error) =>
      log.warn(
        { err: error, read: keyParts },
        'Content service failed; serving the last good answer',
      ),
    );
  });
}

export const getPostPage = cachedRead('post', (reader, slug: string) => reader.getPostPage(slug));
export const getPostListPage = cachedRead('list', (reader, category: PostCategory, page: number) =>
  reader.getPostListPage(category, page),
);
export const getPostIndex = cachedRead('index', (reader) => reader.getPostIndex());

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
