/**
 * Runs once when the server starts, before the first request: validates configuration,
 * then opens the database and applies pending migrations, and starts the enquiries' background work.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('@/server/env');
  serverEnv();
  const { database } = await import('@/server/db/client');
  // An unreachable database is logged (by database()) and does not stop the site: the
  // Account API answers 503 and tries again on the next request.
  await database().catch(() => {});
  // Enquiries: the retention purge and staff notifications run in the background.
  const { startEnquiryMaintenance } = await import('@/server/enquiries');
  startEnquiryMaintenance();
}
