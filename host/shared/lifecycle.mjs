// What the process must close when it stops (the database, Redis), registered by whoever
// opened it and run by the host (host/main.mjs) once the HTTP server has drained, so nothing
// closes under a request still in flight.
import { processSingleton } from './process-singleton.mjs';

/** @returns {Map<string, () => Promise<void>>} */
const hooks = () => processSingleton('shutdownHooks', () => new Map());

/**
 * Registers `close` to run at shutdown under `name` (a later registration replaces it).
 * @param {string} name
 * @param {() => Promise<void>} close
 */
export function onShutdown(name, close) {
  hooks().set(name, close);
}

/**
 * Runs every registered close together, each bounded by `timeoutMs`; never throws.
 * @param {number} timeoutMs
 */
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
