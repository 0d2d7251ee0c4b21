/**
 * Runs once when the server starts, before the first request: validates configuration (the
 * host has done so already; `next dev` has no host) and warns once when the maps key is
 * missing, then opens the database and applies pending migrations, and starts the enquiries'
 * background work.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { hostConfig } = await import('#host/shared');
  let config;
  try {
    config = hostConfig();
  } catch (error) {
    // Next.js would log this and go on serving 500s: a misconfigured site must not start.
    console.error((error as Error).message);
    process.exit(1);
  }
  if (!config.NEXT_PUBLIC_MAPS_API_KEY) {
    const { missingMapsKeyWarning } = await import('@/lib/maps');
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
