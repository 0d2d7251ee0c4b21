// Next.js's data cache (`cacheHandler` in next.config.ts: what `unstable_cache` reads and
// `revalidateTag` expires), shared by every instance through Redis when REDIS_URL is set.
// Without REDIS_URL, and while Redis is unreachable, it is Next's own cache (memory and
// .next/cache), so the embedded default behaves exactly as before and a Redis outage costs
// each instance its own cache, never an error.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import {
  announceRevalidation,
  currentBuildId,
  onRevalidation,
  openFromRedis,
  redisReady,
  sealForRedis,
  sharedRedis,
} from './shared/index.mjs';

/**
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} CacheHandler
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue
 * @typedef {ConstructorParameters<typeof fileSystemCacheModule>[0]} Context
 * @typedef {Parameters<CacheHandler['get']>[1]} GetContext
 * @typedef {Parameters<CacheHandler['set']>[2]} SetContext
 * @typedef {Parameters<CacheHandler['set']>[1]} CacheValue
 * @typedef {{ expire?: number }} Durations
 * @typedef {{ kind?: string, tags?: string[], softTags?: string[] }} TagContext what this
 * handler reads of Next's context: a fetch's own tags
 */

// Node hands this CommonJS module's exports over whole; a bundler (Next bundles this handler
// into its proxy) hands over their `default` already.
const FileSystemCache =
  /** @type {{ default?: typeof fileSystemCacheModule }} */ (fileSystemCacheModule).default ??
  fileSystemCacheModule;
/** Revalidation times of each tag, shared: `{stale, expired}` in ms, as Next keeps them. */
const TAGS_KEY = 'wasla:data-cache:tags';
// Entries outlive their revalidation time so an instance can still serve one while it
// refreshes it in the background; a day bounds what Redis holds for pages no longer visited.
const ENTRY_TTL_SECONDS = 24 * 60 * 60;
// Next's own limit for a data cache entry.
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';

// Another instance's revalidation also marks the tags in this process's own manifest, which
// Next consults for every cached read (and which the local fallback keeps). Only its
// revalidateTag is used, which needs no file system: hence the bare context.
const manifestUpdater = new FileSystemCache(
  /** @type {Context} */ (/** @type {unknown} */ ({ revalidatedTags: [] })),
);
onRevalidation(({ tags, durations, remote }) => {
  if (remote && tags) manifestUpdater.revalidateTag(tags, durations);
});

/** @param {string} key */
const entryKey = (key) => `wasla:data-cache:${currentBuildId()}:${key}`;

/**
 * @param {(string | null)[]} states
 * @param {number} lastModified
 */
function expiredByTags(states, lastModified) {
  const now = Date.now();
  return states.some((state) => {
    if (!state) return false;
    const { expired } = JSON.parse(state);
    return typeof expired === 'number' && expired <= now && expired > lastModified;
  });
}

/**
 * @param {CacheHandlerValue} entry
 * @param {TagContext} ctx
 * @returns {string[]}
 */
function entryTags(entry, ctx) {
  if (ctx.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  const value = /** @type {{ headers?: Record<string, unknown> } | null} */ (entry.value);
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

/** @implements {CacheHandler} */
export default class SharedDataCache {
  /** @param {Context} ctx */
  constructor(ctx) {
    this.local = new FileSystemCache(ctx);
  }

  /**
   * @param {string} key
   * @param {GetContext} ctx
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key, ctx) {
    const redis = sharedRedis();
    if (!redis || !redisReady(redis)) return this.local.get(key, ctx);
    try {
      const redisKey = entryKey(key);
      const raw = await redis.get(redisKey);
      const entry = raw
        ? /** @type {CacheHandlerValue | undefined} */ (openFromRedis(redisKey, raw))
        : undefined;
      if (!entry) return null;
      const tags = entryTags(entry, ctx);
      if (tags.length && expiredByTags(await redis.hmget(TAGS_KEY, ...tags), entry.lastModified))
        return null;
      return entry;
    } catch {
      return this.local.get(key, ctx);
    }
  }

  /**
   * @param {string} key
   * @param {CacheValue} data
   * @param {SetContext} ctx
   */
  async set(key, data, ctx) {
    const redis = sharedRedis();
    if (!redis || !redisReady(redis)) return this.local.set(key, data, ctx);
    const redisKey = entryKey(key);
    try {
      if (data === null) {
        await redis.del(redisKey);
        return;
      }
      const entry = sealForRedis(redisKey, {
        lastModified: Date.now(),
        value: data,
        cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      });
      if (entry.length > MAX_ENTRY_BYTES) return;
      await redis.set(redisKey, entry, 'EX', ENTRY_TTL_SECONDS);
    } catch {
      await this.local.set(key, data, ctx);
    }
  }

  /**
   * @param {string | string[]} tagOrTags
   * @param {Durations} [durations]
   */
  async revalidateTag(tagOrTags, durations) {
    const tags = typeof tagOrTags === 'string' ? [tagOrTags] : tagOrTags;
    if (tags.length === 0) return;
    await this.local.revalidateTag(tags, durations);
    const redis = sharedRedis();
    if (redis) {
      // As Next's own manifest: no durations expires at once; durations mark stale, then expire.
      const now = Date.now();
      const state = JSON.stringify(
        durations
          ? {
              stale: now,
              expired: durations.expire === undefined ? undefined : now + durations.expire * 1000,
            }
          : { expired: now },
      );
      await redis
        .hset(TAGS_KEY, Object.fromEntries(tags.map((tag) => [tag, state])))
        .catch((error) =>
          console.error(`Could not record a revalidation in Redis: ${error.message}`),
        );
    }
    await announceRevalidation(tags, durations);
  }

  resetRequestCache() {}
}
