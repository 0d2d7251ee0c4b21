import 'server-only';
import { redisReady, sharedRedis } from '#host/shared';
import { checkDatabase, database } from '@/server/db/client';

/** A readiness check answers within this long even when a dependency hangs. */
export const CHECK_TIMEOUT_MS = 2_000;

export type PartState = 'up' | 'down';
export interface Readiness {
  ready: boolean;
  /** The database always; the shared cache store (Redis) only when REDIS_URL is set. */
  parts: { database: PartState; redis?: PartState };
}

function withinTimeout(check: Promise<unknown>): Promise<PartState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, timeout])
    .then(
      () => 'up' as const,
      () => 'down' as const,
    )
    .finally(() => clearTimeout(timer));
}

/**
 * Whether this instance can serve every request now: its database answers and is migrated,
 * and the shared Redis (when configured) answers. A load balancer or an operator's
 * orchestration sends traffic only to ready instances.
 */
export async function readiness(): Promise<Readiness> {
  const redis = sharedRedis();
  const [databaseState, redisState] = await Promise.all([
    withinTimeout(database().then(checkDatabase)),
    redis
      ? withinTimeout(redisReady(redis) ? redis.ping() : Promise.reject(new Error('not connected')))
      : undefined,
  ]);
  const parts = redisState
    ? { database: databaseState, redis: redisState }
    : { database: databaseState };
  return { ready: Object.values(parts).every((state) => state === 'up'), parts };
}

const partNames = { database: 'the database', redis: 'Redis' } as const;

/** The answer of GET /api/ready: 200, or 503 with a message naming each part that is down. */
export async function readinessResponse(): Promise<Response> {
  const { ready, parts } = await readiness();
  const down = (Object.keys(parts) as (keyof typeof partNames)[])
    .filter((part) => parts[part] === 'down')
    .map((part) => partNames[part]);
  const message = `Not ready: ${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} down.`;
  return Response.json(
    ready ? { status: 'ready', parts } : { status: 'unavailable', message, parts },
    {
      status: ready ? 200 : 503,
      headers: { 'Cache-Control': 'no-store', ...(ready ? {} : { 'Retry-After': '5' }) },
    },
  );
}
