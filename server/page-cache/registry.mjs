// How the app reaches the server's page cache: Next bundles its own copy of any module it
// imports, so the running cache is found through one well-known global, not a module variable.
const KEY = Symbol.for('wasla.page-cache');

/** server/main.mjs registers its page cache here. */
export function registerPageCache(cache) {
  globalThis[KEY] = cache;
}

/** Makes every cached page out of date at once (after a content change); a no-op without a cache. */
export async function invalidatePageCache() {
  await globalThis[KEY]?.invalidate();
}
