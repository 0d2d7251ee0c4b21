import 'server-only';
import { hostConfig, wordpressMediaOrigins, type HostConfig } from '#host/shared';

/**
 * The WordPress GraphQL endpoint, or undefined for the built-in content. Read at run time
 * (not inlined at build time), so one build can be pointed at another content service by
 * restarting it with NEXT_PUBLIC_WPGRAPHQL_URL set.
 */
export function contentServiceUrl(config: HostConfig = hostConfig()): string | undefined {
  return config.NEXT_PUBLIC_WPGRAPHQL_URL;
}

/**
 * The origins whose images the site serves through its image optimiser: WordPress's (its
 * GraphQL endpoint's) and WORDPRESS_MEDIA_ORIGINS (a CDN, `upload_url_path`).
 */
export function mediaOrigins(config: HostConfig = hostConfig()): string[] {
  return wordpressMediaOrigins(config);
}

/**
 * How long the server waits for WordPress (WORDPRESS_TIMEOUT_MS): a visitor waits at most this
 * long, once (then the breaker in front of WordPress serves the last good content at once; see
 * breaker.ts).
 */
export function contentServiceTimeoutMs(config: HostConfig = hostConfig()): number {
  return config.WORDPRESS_TIMEOUT_MS;
}

/** Largest GraphQL request body /api/graphql accepts. */
export const maxGraphQLBodyBytes = 32 * 1024;

/** Whether `__schema`/`__type` queries are answered: GRAPHQL_INTROSPECTION, else only outside production. */
export function introspectionAllowed(config: HostConfig = hostConfig()): boolean {
  return config.GRAPHQL_INTROSPECTION ?? config.NODE_ENV !== 'production';
}

/** Largest answer the pass-through reads from WordPress before giving up on it. */
export const maxUpstreamBytes = 5 * 1024 * 1024;
