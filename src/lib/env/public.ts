import * as z from 'zod/mini';

/**
 * Public configuration (inlined into browser code at build time, so it is read
 * through literal `process.env.NEXT_PUBLIC_*` accesses). `zod/mini`: this ships to every browser.
 */
const publicEnvSchema = z.object({
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

export type PublicEnv = z.infer<typeof publicEnvSchema>;

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  return parseOrExplain(publicEnvSchema, source);
}

/** Parses with a message that names every bad variable, e.g. "SITE_URL: must be an http(s) URL". */
export function parseOrExplain<T extends z.core.$ZodType>(
  schema: T,
  source: Record<string, string | undefined>,
): z.output<T> {
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

export const publicEnv = parsePublicEnv({
  NEXT_PUBLIC_API_BASE: process.env.NEXT_PUBLIC_API_BASE,
  NEXT_PUBLIC_WPGRAPHQL_URL: process.env.NEXT_PUBLIC_WPGRAPHQL_URL,
});
