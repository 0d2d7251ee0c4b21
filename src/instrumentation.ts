/**
 * Runs once when the server starts, before the first request: validates configuration (and
 * warns once when the maps key is missing), then opens the database and applies pending migrations.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('@/server/env');
  serverEnv();
  const { readMapsKey, missingMapsKeyWarning } = await import('@/lib/maps');
  if (!readMapsKey()) {
    const { log } = await import('@/server/log');
    log.warn(missingMapsKeyWarning);
  }
  const { database } = await import('@/server/db/client');
  // An unreachable database is logged (by database()) and does not stop the site: the
  // Account API answers 503 and tries again on the next request.
  await database().catch(() => {});
}
