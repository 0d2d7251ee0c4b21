import 'server-only';
import { onRevalidation, processSingleton } from '#host/shared';
import { createContentClient, type ContentClient } from '@/lib/content-client/client';
import { httpTransport } from '@/lib/content-client/transport';
import { createBreaker } from './breaker';
import { contentServiceTimeoutMs, contentServiceUrl } from './config';
import { executeBuiltIn } from './executor';

/** How long the site stops asking a WordPress that kept it waiting (see createBreaker). */
const breakerCooldownMs = 15_000;

/**
 * The process's one breaker in front of WordPress (every bundle's reads share it). Each instance
 * opens its own (docs/decisions.md), but a revalidation reaching any instance closes every
 * instance's: WordPress has just called the site, so it is up.
 */
export const contentBreaker = () =>
  processSingleton('contentBreaker', () => {
    const breaker = createBreaker({ cooldownMs: breakerCooldownMs });
    // `tags` is null when a lost Redis subscription came back: that says nothing of WordPress.
    onRevalidation(({ tags }) => {
      if (tags) breaker.close();
    });
    return breaker;
  });

/**
 * The server's content client: the built-in service in-process, or HTTP POST to WordPress when
 * NEXT_PUBLIC_WPGRAPHQL_URL is set, behind the breaker.
 */
export function serverContentClient(): ContentClient {
  const url = contentServiceUrl();
  return createContentClient(
    url
      ? contentBreaker().guard(httpTransport(url, { timeoutMs: contentServiceTimeoutMs() }))
      : executeBuiltIn,
  );
}
