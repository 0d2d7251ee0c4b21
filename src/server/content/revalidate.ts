import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { hostConfig, processSingleton } from '#host/shared';
import { contentBreaker } from '@/server/content/client';
import { log } from '@/server/log';
import { jsonAnswer, readJsonBody } from '@/server/http';
import { clientIp } from '@/server/rate-limit/client-ip';
import {
  createAttemptLimiter,
  REVALIDATE_POINTS,
  WINDOW_SECONDS,
  type AttemptLimiter,
} from '@/server/rate-limit/login-limiter';
import { counterStore } from '@/server/rate-limit/store';
import { securityEvent } from '@/server/security-events';
import { postsCacheTag } from '@/server/posts/cache';

const bodySchema = z.object({ secret: z.string().max(1000).optional() }).passthrough();

const answer = (status: number, body: Record<string, unknown>) => jsonAnswer(body, status);

/** Compares two secrets in constant time (hashing first makes the lengths equal). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The secret from `x-revalidate-secret`, `Authorization: Bearer …`, or a JSON body `{secret}`. */
async function secretOf(request: Request): Promise<{ secret?: string; error?: Response }> {
  const header =
    request.headers.get('x-revalidate-secret') ??
    request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (header) return { secret: header };
  if (!request.headers.get('content-type')) return {};
  const body = await readJsonBody(request, 4096);
  if (!body.ok) return { error: answer(body.status, { success: false, message: body.message }) };
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success)
    return {
      error: answer(400, {
        success: false,
        message: 'The body must be a JSON object such as {"secret": "…"}.',
      }),
    };
  return { secret: parsed.data.secret };
}

/** Wrong secrets per address: the secret is long, so this only stops a guessing loop early. */
function attempts(): AttemptLimiter {
  return processSingleton('revalidateLimiter', () =>
    createAttemptLimiter(counterStore(), {
      keyPrefix: 'revalidate_ip',
      points: REVALIDATE_POINTS,
      duration: WINDOW_SECONDS,
    }),
  );
}

/**
 * POST /api/revalidate: WordPress (e.g. a publish webhook) asks the site to drop its cached
 * content at once; the next visit to each page reads fresh posts.
 */
export async function handleRevalidate(request: Request): Promise<Response> {
  const expected = hostConfig().REVALIDATE_SECRET;
  // 403, not 503: nothing is down or temporary; this server has no secret a request could
  // match, so no request can be allowed until the operator sets one.
  if (!expected)
    return answer(403, {
      success: false,
      message:
        'Revalidation is turned off on this server: it has no REVALIDATE_SECRET to check requests against.',
    });
  const client = clientIp(request.headers);
  const waitSeconds = await attempts().attempt(client);
  if (waitSeconds !== null) {
    securityEvent('rate_limited', { action: 'revalidate', limit: 'address', clientIp: client });
    return jsonAnswer(
      { success: false, message: 'Too many revalidation attempts. Try again later.' },
      429,
      { 'Retry-After': String(waitSeconds) },
    );
  }
  const { secret, error } = await secretOf(request);
  if (error) return error;
  if (!secret || !sameSecret(secret, expected)) {
    securityEvent('revalidate_refused', { clientIp: client });
    return answer(401, { success: false, message: 'Invalid revalidation secret.' });
  }
  await attempts().forgive(client);
  // Also makes every cached page out of date, on every instance, once the tag has expired
  // (host/shared/revalidation.mjs): pages re-render on their next request.
  revalidateTag(postsCacheTag, { expire: 0 });
  // WordPress called: it is up, so a breaker opened by an earlier timeout closes.
  contentBreaker().close();
  log.info('Content cache revalidated');
  return answer(200, {
    success: true,
    message: 'Content revalidated.',
    revalidated: true,
    now: Date.now(),
  });
}
