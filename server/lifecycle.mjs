// What the process must close when it stops (the database, Redis), registered by whoever
// opened it and run by server/main.mjs once the HTTP server has drained, so nothing closes
// under a request still in flight.

// On globalThis: route bundles and this server each load their own copy of this module.
const hooksKey = Symbol.for('wasla.shutdownHooks');

/** @returns {Map<string, () => Promise<void>>} */
function hooks() {
  globalThis[hooksKey] ??= new Map();
  return globalThis[hooksKey];
}

/** Registers `close` to run at shutdown under `name` (a later registration replaces it). */
export function onShutdown(name, close) {
  hooks().set(name, close);
}

/** Runs every registered close together, each bounded by `timeoutMs`; never throws. */
export async function runShutdownHooks(timeoutMs) {
  await Promise.all(
    [...hooks()].map(([name, close]) =>
      Promise.race([
        Promise.resolve()
          .then(close)
          .catch((error) => console.error(`Closing ${name} failed: ${error.message}`)),
        new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
      ]),
    ),
  );
}
