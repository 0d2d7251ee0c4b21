import 'server-only';
import { ContentRequestError } from '@/lib/content-client/errors';
import type { ContentTransport } from '@/lib/content-client/transport';

/**
 * A circuit breaker in front of WordPress. A WordPress that hangs (rather than refusing or
 * failing fast) makes a read wait for the whole timeout; once one has, the breaker opens and
 * for `cooldownMs` the site does not ask WordPress at all: every read fails at once, so pages
 * are made from the last good content without anyone waiting. Past the cool-down, one read is
 * tried in the background (its visitor is not kept waiting either); an answer closes the
 * breaker, another timeout opens it again. A revalidation (WordPress calling the site) closes
 * it too. Failures that cost no waiting (refused, 5xx) never open it.
 */
export function createBreaker({
  cooldownMs,
  now = Date.now,
}: {
  cooldownMs: number;
  now?: () => number;
}) {
  /** 0 while closed; else when the cool-down ends. */
  let openUntil = 0;
  let probing = false;

  const skipped = () =>
    new ContentRequestError(
      'Content service skipped: it timed out moments ago, and the site does not wait for it again yet',
    );
  const timedOut = (error: unknown) =>
    error instanceof ContentRequestError &&
    (error.cause as Error | undefined)?.name === 'TimeoutError';
  const settle = (error?: unknown) => {
    openUntil = error !== undefined && timedOut(error) ? now() + cooldownMs : 0;
  };

  return {
    guard(transport: ContentTransport): ContentTransport {
      return async (request) => {
        if (openUntil) {
          if (now() < openUntil || probing) throw skipped();
          probing = true;
          transport(request)
            .then(() => settle(), settle)
            .finally(() => (probing = false));
          throw skipped();
        }
        try {
          return await transport(request);
        } catch (error) {
          if (timedOut(error)) settle(error);
          throw error;
        }
      };
    },
    /** Whether reads are being skipped now. */
    isOpen: () => openUntil !== 0,
    /** WordPress is evidently up (it called the site): ask it again at once. */
    close: () => settle(),
  };
}
