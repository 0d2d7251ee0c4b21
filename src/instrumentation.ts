/** Runs once when the server starts: validate configuration before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('@/server/env');
  serverEnv();
}
