// Next.js bundles its own copy of every module it loads: the host imports this folder once,
// and the instrumentation hook, the proxy, each route and the data cache handler each get
// another copy. A module variable would therefore exist once per bundle; what must exist once
// per process (a connection, a key, a list of listeners) is kept on globalThis instead, under
// a name every copy agrees on, and made only here.

/**
 * The process's one `name`, made by `make()` on first use. A promise that rejects is not
 * kept: the next call makes it again (e.g. once the database is back).
 * @template T
 * @param {string} name
 * @param {() => T} make
 * @returns {T}
 */
export function processSingleton(name, make) {
  const key = Symbol.for(`wasla.${name}`);
  const holder = /** @type {Record<symbol, T>} */ (/** @type {unknown} */ (globalThis));
  if (key in holder) return /** @type {T} */ (holder[key]);
  const value = make();
  holder[key] = value;
  if (value instanceof Promise)
    value.catch(() => {
      if (holder[key] === value) delete holder[key];
    });
  return value;
}
