import { createContentClient } from './client';
import { httpTransport } from './transport';

/**
 * The browser's content client. It always asks the same origin (CSP connect-src 'self');
 * /api/graphql answers from the built-in content or passes the request on to WordPress.
 */
export const browserContentClient = createContentClient(
  httpTransport('/api/graphql', { timeoutMs: 15_000 }),
);
