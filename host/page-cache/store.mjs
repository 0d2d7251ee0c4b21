// Where the page cache keeps its entries. Every store offers the same four async methods, so
// a shared store (e.g. Redis, for several instances) can replace the in-memory one without
// touching the serving logic in page-cache.mjs:
//   get(key)        → the entry stored under key, or undefined (whatever its age or generation)
//   set(key, entry) → keeps entry (a plain object; its Buffers must survive the store)
//   generation()    → the current generation, a number
//   clear()         → starts a new generation: every entry stored before is out of date (but
//                     may still be returned by get, for serving while a re-render fails)
// Freshness is decided by the serving logic from the entry's renderedAt and generation.

/**
 * @typedef {object} PageEntry a rendered page as the page cache keeps it
 * @property {number} status
 * @property {[string, string[][]][]} headers each header's values, cut where the render nonce was
 * @property {import('./nonce-template.mjs').NonceTemplate} body
 * @property {number} renderedAt epoch ms
 * @property {number} generation the store's generation when the render began
 */

/**
 * @typedef {object} PageStore
 * @property {(key: string) => Promise<PageEntry | undefined>} get
 * @property {(key: string, entry: PageEntry) => Promise<void>} set
 * @property {() => Promise<number>} generation
 * @property {() => Promise<void>} clear
 */

/**
 * The site's pages and their navigations: ~85 pages × (the page and ~5 kinds of navigation)
 * take ~25 MB; a site with many more posts keeps its most visited ones.
 */
export const PAGE_STORE_LIMITS = { maxEntries: 2000, maxBytes: 128 * 1024 * 1024 };

/**
 * In-process store, bounded by entry count and bytes (its pages' bodies); the least recently
 * used entry goes first.
 * @param {{ maxEntries: number, maxBytes: number }} [limits]
 * @returns {PageStore}
 */
export function createMemoryStore({ maxEntries, maxBytes } = PAGE_STORE_LIMITS) {
  /** @type {Map<string, { entry: PageEntry, bytes: number }>} */
  const entries = new Map();
  let bytes = 0;
  let generation = 0;

  /** @param {PageEntry} entry */
  const sizeOf = (entry) =>
    [...entry.body.parts, ...entry.body.deflated].reduce((sum, part) => sum + part.length, 0);

  /** @param {string | undefined} key */
  function remove(key) {
    if (key === undefined) return;
    const kept = entries.get(key);
    if (!kept) return;
    entries.delete(key);
    bytes -= kept.bytes;
  }

  return {
    async get(key) {
      const kept = entries.get(key);
      if (!kept) return undefined;
      // Most recently used last.
      entries.delete(key);
      entries.set(key, kept);
      return kept.entry;
    },
    async set(key, entry) {
      remove(key);
      const size = sizeOf(entry);
      if (size > maxBytes) return;
      entries.set(key, { entry, bytes: size });
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value);
    },
    async generation() {
      return generation;
    },
    async clear() {
      generation += 1;
    },
  };
}
