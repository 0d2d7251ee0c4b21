import 'server-only';
import { z } from 'zod';
import { parseOrExplain, parsePublicEnv } from '@/lib/env/public';
import { siteUrlField } from '@/lib/env/site-url';

const serverEnvSchema = z
  .object({
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
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** How late a content change may show without /api/revalidate (read by server/content-refresh.mjs). */
    CONTENT_REFRESH_SECONDS: z.coerce.number().int().min(2, 'must be at least 2').optional(),
    /** Answer GraphQL introspection (`__schema`, `__type`); unset = only outside production. */
    GRAPHQL_INTROSPECTION: z.enum(['true', 'false']).optional(),
    /** Tests and benchmarks only: failed sign-ins allowed per email per window (default 5). */
    LOGIN_RATE_LIMIT_POINTS: z.coerce
      .number()
      .int()
      .min(1, 'must be a whole number of at least 1')
      .optional(),
    /** Tests and benchmarks only: new accounts allowed per client address per hour (default 10). */
    SIGNUP_RATE_LIMIT_POINTS: z.coerce
      .number()
      .int()
      .min(1, 'must be a whole number of at least 1')
      .optional(),
    /** Mail server for staff notifications of enquiries; unset = enquiries are stored and logged only. */
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().trim().min(3).default('Wasla website <no-reply@localhost>'),
    ENQUIRY_TO: emailList('ENQUIRY_TO'),
    /** Accounts that see the staff inbox. */
    STAFF_EMAILS: emailList('STAFF_EMAILS'),
    ENQUIRY_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1, 'must be a whole number of days, at least 1')
      .default(730),
    /** Tests only: enquiries allowed per email per hour (default 5; twice as many per address). */
    ENQUIRY_RATE_LIMIT_POINTS: z.coerce
      .number()
      .int()
      .min(1, 'must be a whole number of at least 1')
      .optional(),
  })
  .superRefine((env, context) => {
    // A public https site signs sessions with a secret the operator controls, never a file
    // generated beside the database (lost with it, different on every instance, readable by backups).
    if (env.SITE_URL.startsWith('https://') && !env.AUTH_SECRET)
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message:
          'is required when SITE_URL is https (a public site): set it to a random string of 32+ characters, the same on every instance',
      });
    if (env.SMTP_URL && env.ENQUIRY_TO.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['ENQUIRY_TO'],
        message: 'must name at least one address when SMTP_URL is set',
      });
  });

/** A comma-separated list of email addresses, lower-cased; unset = none. */
function emailList(name: string) {
  return z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email(`${name} must list email addresses separated by commas`)));
}

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
