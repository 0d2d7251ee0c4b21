import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { serverEnv } from '@/server/env';
import { log } from '@/server/log';
import { jsonAnswer, readJsonBody } from '@/server/http';
import { invalidatePageCache } from '../../../server/page-cache/registry.mjs';
import { postsCacheTag } from './posts';

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

/**
 * POST /api/revalidate: WordPress (e.g. a publish webhook) asks the site to drop its cached
 * content at once; the next visit to each page reads fresh posts.
 */
export async function handleRevalidate(request: Request): Promise<Response> {
  const expected = serverEnv().REVALIDATE_SECRET;
  if (!expected)
    return answer(503, {
      success: false,
      message: 'Revalidation is not configured (set REVALIDATE_SECRET).',
    });
  const { secret, error } = await secretOf(request);
  if (error) return error;
  if (!secret || !sameSecret(secret, expected)) {
    log.warn(
      { requestId: request.headers.get('x-request-id') },
      'Revalidation refused: wrong or missing secret',
    );
    return answer(401, { success: false, message: 'Invalid revalidation secret.' });
  }
  revalidateTag(postsCacheTag, { expire: 0 });
  // Pages rendered from the old content are re-rendered on their next request.
  await invalidatePageCache();
  log.info('Content cache revalidated');
  return answer(200, {
    success: true,
    message: 'Content revalidated.',
    revalidated: true,
    now: Date.now(),
  });
}
