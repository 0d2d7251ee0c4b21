// The page cache's store when several instances share a Redis (REDIS_URL): one generation
// for all of them, so a content change on one makes every instance's pages out of date, and
// the entries themselves in Redis, so a page one instance rendered serves them all (after a
// restart or a content change, the first instance to render a page renders it for the
// others). Each instance keeps a copy of what it serves in its memory store, so a cache hit
// costs no round trip. While Redis is unreachable the instance goes on with its own copies
// and its own generation. Same four methods as the memory store (see store.mjs).
import {
  currentBuildId,
  openFromRedis,
  redisReady,
  sealForRedis,
  subscribe,
} from '../shared/index.mjs';

/**
 * @typedef {import('./store.mjs').PageEntry} PageEntry
 * @typedef {import('./store.mjs').PageStore} PageStore
 */

const GENERATION_KEY = 'wasla:page-cache:generation';
const GENERATION_CHANNEL = 'wasla:page-cache:generation';
// Pages no longer visited leave Redis after a day; visited ones are rewritten on each render.
const ENTRY_TTL_SECONDS = 24 * 60 * 60;
const STARTUP_WAIT_MS = 1_000;

/**
 * @param {import('ioredis').Redis} redis the shared connection (host/shared/redis.mjs)
 * @param {PageStore} local this instance's copies
 * @param {{ build?: string }} [options] whose pages these are (the running build's id)
 * @returns {PageStore}
 */
export function createRedisStore(redis, local, { build = currentBuildId() } = {}) {
  /** @param {string} key */
  const entryKey = (key) => `wasla:page-cache:${build}:${key}`;
  // Until Redis answers: this instance's own generation.
  let generation = Date.now();

  async function loadGeneration() {
    // Where Redis has none (first start, or Redis lost its data) a new epoch begins at the
    // current time, so a number from before can never come back and match an old copy.
    await redis.set(GENERATION_KEY, String(Date.now()), 'NX');
    const shared = Number(await redis.get(GENERATION_KEY));
    if (Number.isFinite(shared)) generation = shared;
  }
  const reload = () => loadGeneration().catch(() => {});
  // On each (re)connection: a change announced while this instance could not hear it counts.
  redis.on('ready', reload);
  subscribe(
    GENERATION_CHANNEL,
    (message) => {
      const announced = Number(message);
      if (Number.isFinite(announced) && announced > generation) generation = announced;
    },
    reload,
  );
  // The first pages wait for the shared generation (a moment at most, if Redis is slow to
  // answer at start), so they are not rendered under this instance's own and at once out of date.
  const loaded = Promise.race([
    redisReady(redis)
      ? reload()
      : new Promise((resolve) => redis.once('ready', () => reload().then(resolve))),
    new Promise((resolve) => setTimeout(resolve, STARTUP_WAIT_MS).unref()),
  ]);

  return {
    async get(key) {
      await loaded;
      const copy = await local.get(key);
      if ((copy && copy.generation === generation) || !redisReady(redis)) return copy;
      try {
        const raw = await redis.get(entryKey(key));
        // Nothing there, or nothing this site wrote: not served.
        const shared = raw
          ? /** @type {PageEntry | undefined} */ (openFromRedis(entryKey(key), raw))
          : undefined;
        if (!shared) return copy;
        if (copy && shared.generation !== generation) return copy;
        await local.set(key, shared);
        return shared;
      } catch {
        return copy;
      }
    },
    async set(key, entry) {
      await local.set(key, entry);
      if (!redisReady(redis)) return;
      await redis
        .set(entryKey(key), sealForRedis(entryKey(key), entry), 'EX', ENTRY_TTL_SECONDS)
        .catch(() => {});
    },
    async generation() {
      await loaded;
      return generation;
    },
    async clear() {
      if (redisReady(redis)) {
        try {
          await redis.set(GENERATION_KEY, String(Date.now()), 'NX');
          generation = await redis.incr(GENERATION_KEY);
          await redis.publish(GENERATION_CHANNEL, String(generation));
          return;
        } catch {
          // Redis failed mid-way: at least this instance's pages are out of date.
        }
      }
      generation = Math.max(Date.now(), generation + 1);
    },
  };
}
