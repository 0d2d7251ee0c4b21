/**
 * Runs once when the server starts, before the first request: validates configuration (and
 * warns once when the maps key is missing), then opens the database and applies pending
 * migrations, and starts the enquiries' background work.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('@/server/env');
  try {
    serverEnv();
  } catch (error) {
    // Next.js would log this and go on serving 500s: a misconfigured site must not start.
    console.error((error as Error).message);
    process.exit(1);
  }
  const { readMapsKey, missingMapsKeyWarning } = await import('@/lib/maps');
  if (!readMapsKey()) {
    const { log } = await import('@/server/log');
    log.warn(missingMapsKeyWarning);
  }
  const { database } = await import('@/server/db/client');
  // An unreachable database is logged (by database()) and does not stop the site: the
  // Account API answers 503 and tries again on the next request.
  await database().catch(() => {});
  // Enquiries: the retention purge and staff notifications run in the background.
  const { startEnquiryMaintenance } = await import('@/server/enquiries');
  startEnquiryMaintenance();
}
