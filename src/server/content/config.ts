import 'server-only';
import { parsePublicEnv } from '@/lib/env/public';

/**
 * The WordPress GraphQL endpoint, or undefined for the built-in content. Read from the
 * live environment on every call (not inlined at build time), so one build can be pointed
 * at another content service by restarting it with NEXT_PUBLIC_WPGRAPHQL_URL set.
 */
export function contentServiceUrl(
  source: Record<string, string | undefined> = process.env,
): string | undefined {
  return parsePublicEnv(source).NEXT_PUBLIC_WPGRAPHQL_URL;
}

/** How long the server waits for WordPress. */
export const contentServiceTimeoutMs = 8_000;

/** Largest GraphQL request body /api/graphql accepts. */
export const maxGraphQLBodyBytes = 32 * 1024;

/**
 * Whether `__schema`/`__type` queries are answered: GRAPHQL_INTROSPECTION (checked at start
 * by src/server/env.ts), else only outside production. Read live, like the service URL.
 */
export function introspectionAllowed(source: Record<string, string | undefined> = process.env) {
  const configured = source.GRAPHQL_INTROSPECTION;
  if (configured === 'true' || configured === 'false') return configured === 'true';
  return source.NODE_ENV !== 'production';
}

/** Largest answer the pass-through reads from WordPress before giving up on it. */
export const maxUpstreamBytes = 5 * 1024 * 1024;
