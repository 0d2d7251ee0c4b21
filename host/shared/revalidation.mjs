// Tells every instance that content changed. A revalidation (e.g. WordPress calling
// /api/revalidate) reaches one instance; it announces the revalidated tags here, and each
// instance's caches that live in memory (Next's tag manifest, the page cache) drop what
// depends on them. Through Redis pub/sub when REDIS_URL is set; in process otherwise.
import { randomUUID } from 'node:crypto';
import { processSingleton } from './process-singleton.mjs';
import { sharedRedis, subscribe } from './redis.mjs';

const CHANNEL = 'wasla:revalidated-tags';

/**
 * @typedef {{ expire?: number }} Durations
 * @typedef {{ tags: string[] | null, durations?: Durations, remote: boolean }} Revalidation
 * `tags` is null after a lost Redis subscription comes back: announcements may have been
 * missed, so anything may have changed.
 */

/** @returns {{ instanceId: string, listeners: Set<(revalidation: Revalidation) => void> }} */
function announcements() {
  return processSingleton('revalidations', () => {
    // Lets an instance ignore its own announcements when they come back from Redis.
    const instanceId = randomUUID();
    subscribe(
      CHANNEL,
      (message) => {
        let parsed;
        try {
          parsed = JSON.parse(message);
        } catch {
          return;
        }
        if (parsed.from === instanceId || !Array.isArray(parsed.tags)) return;
        notify({ tags: parsed.tags.map(String), durations: parsed.durations, remote: true });
      },
      () => notify({ tags: null, remote: true }),
    );
    return { instanceId, listeners: new Set() };
  });
}

/** @param {Revalidation} revalidation */
function notify(revalidation) {
  for (const listener of announcements().listeners) {
    try {
      listener(revalidation);
    } catch (error) {
      console.error(`A revalidation listener failed: ${/** @type {Error} */ (error).message}`);
    }
  }
}

/**
 * Calls `listener` for every revalidation, this instance's own and (with Redis) the others'.
 * @param {(revalidation: Revalidation) => void} listener
 */
export function onRevalidation(listener) {
  const { listeners } = announcements();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Announces revalidated tags to this instance and, through Redis, to every other one.
 * @param {string[]} tags
 * @param {Durations} [durations]
 */
export async function announceRevalidation(tags, durations) {
  notify({ tags, durations, remote: false });
  const redis = sharedRedis();
  if (!redis) return;
  await redis
    .publish(CHANNEL, JSON.stringify({ from: announcements().instanceId, tags, durations }))
    .catch((error) =>
      console.error(`Could not announce a revalidation to other instances: ${error.message}`),
    );
}
