import 'server-only';
import { createContentClient, type ContentClient } from '@/lib/content-client/client';
import { httpTransport } from '@/lib/content-client/transport';
import { contentServiceTimeoutMs, contentServiceUrl } from './config';
import { executeBuiltIn } from './executor';

/**
 * The server's content client: the built-in service in-process, or HTTP POST to WordPress when
 * NEXT_PUBLIC_WPGRAPHQL_URL is set.
 */
export function serverContentClient(): ContentClient {
  const url = contentServiceUrl();
  return createContentClient(
    url ? httpTransport(url, { timeoutMs: contentServiceTimeoutMs }) : executeBuiltIn,
  );
}
