// The variables whose values may reach the browser (the NEXT_PUBLIC_* ones and the site's
// address), checked with zod/mini: this file ships to every browser, so it stays small and
// imports nothing else. The full configuration (./config.mjs) is these fields and the server's.
import * as z from 'zod/mini';

/** The browser's configuration, as `publicEnv` in src/lib/env/public.ts reads it. */
export const publicConfigSchema = z.object({
  NEXT_PUBLIC_API_BASE: z._default(
    z.string().check(
      z.trim(),
      z.minLength(1),
      z.refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
        message: 'must be a path starting with / or an http(s) URL',
      }),
    ),
    '/api',
  ),
  NEXT_PUBLIC_WPGRAPHQL_URL: z.optional(
    z.pipe(z.string().check(z.trim()), z.url('must be an http(s) URL')),
  ),
});

/** @typedef {z.infer<typeof publicConfigSchema>} PublicConfig */

/**
 * @param {Record<string, string | undefined>} source
 * @returns {PublicConfig}
 */
export function parsePublicConfig(source) {
  return parseOrExplain(publicConfigSchema, source);
}

/**
 * The public base URL without a trailing slash (canonical links are SITE_URL + path). Built
 * on use: the browser never reads it, so its bundle does not carry it.
 */
export function siteUrlField() {
  return z._default(
    z.pipe(
      z.pipe(
        z.string().check(z.trim()),
        z.url({
          protocol: /^https?$/,
          message: 'must be an absolute http(s) URL, e.g. https://wasla.sa',
        }),
      ),
      z.transform((value) => value.replace(/\/+$/, '')),
    ),
    'http://localhost:3000',
  );
}

/**
 * SITE_URL from `source`, checked as the full configuration checks it.
 * @param {Record<string, string | undefined>} source
 * @returns {string}
 */
export function readSiteUrl(source) {
  return parseOrExplain(z.object({ SITE_URL: siteUrlField() }), { SITE_URL: source.SITE_URL })
    .SITE_URL;
}

/**
 * Parses with a message that names every bad variable, e.g. "SITE_URL: must be an http(s)
 * URL". An empty variable counts as unset.
 * @template {z.core.$ZodType} T
 * @param {T} schema
 * @param {Record<string, string | undefined>} source
 * @returns {z.output<T>}
 */
export function parseOrExplain(schema, source) {
  const cleaned = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const result = z.safeParse(schema, cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new Error(`Invalid configuration — ${problems}`);
}
