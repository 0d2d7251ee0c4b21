import { parsePublicConfig } from '#host/shared/public-config';

/**
 * Public configuration, inlined into browser code at build time, so it is read through literal
 * `process.env.NEXT_PUBLIC_*` accesses; checked by the same fields the host checks at start.
 */
export const publicEnv = parsePublicConfig({
  NEXT_PUBLIC_API_BASE: process.env.NEXT_PUBLIC_API_BASE,
  NEXT_PUBLIC_WPGRAPHQL_URL: process.env.NEXT_PUBLIC_WPGRAPHQL_URL,
});
