import { readinessResponse } from '@/server/health/readiness';

export const dynamic = 'force-dynamic';

/** GET /api/ready: 200 when the database (and Redis, when configured) answer; else 503 naming what is down. */
export const GET = readinessResponse;
