import 'server-only';
import { processSingleton } from '#host/shared';
import { createContentClient, type ContentClient } from '@/lib/content-client/client';
import { httpTransport } from '@/lib/content-client/transport';
import { createBreaker } from './breaker';
import { contentServiceTimeoutMs, contentServiceUrl } from './config';
import { executeBuiltIn } from './executor';

/** How long the site stops asking a WordPress that kept it waiting (see createBreaker). */
const breakerCooldownMs = 15_000;

/** The process's one breaker in front of WordPress (every bundle's reads share it). */
export const contentBreaker = () =>
  processSingleton('contentBreaker', () => createBreaker({ cooldownMs: breakerCooldownMs }));

/**
 * The server's content client: the built-in service in-process, or HTTP POST to WordPress when
 * NEXT_PUBLIC_WPGRAPHQL_URL is set, behind the breaker.
 */
export function serverContentClient(): ContentClient {
  const url = contentServiceUrl();
  return createContentClient(
    url
      ? contentBreaker().guard(httpTransport(url, { timeoutMs: contentServiceTimeoutMs }))
      : executeBuiltIn,
  );
}
