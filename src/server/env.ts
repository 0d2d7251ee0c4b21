import 'server-only';
import { z } from 'zod';
import { parseOrExplain, parsePublicEnv } from '@/lib/env/public';
import { siteUrlField } from '@/lib/env/site-url';

const serverEnvSchema = z.object({
  SITE_URL: siteUrlField,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** How late a content change may show without /api/revalidate (read by server/content-refresh.mjs). */
  CONTENT_REFRESH_SECONDS: z.coerce.number().int().min(2, 'must be at least 2').optional(),
  /** Tests and benchmarks only: failed sign-ins allowed per email per window (default 5). */
  LOGIN_RATE_LIMIT_POINTS: z.coerce
    .number()
    .int()
    .min(1, 'must be a whole number of at least 1')
    .optional(),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Validates every variable the server reads; throws one message naming each bad variable. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  parsePublicEnv(source);
  return parseOrExplain(serverEnvSchema, source);
}

let cached: ServerEnv | undefined;
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
