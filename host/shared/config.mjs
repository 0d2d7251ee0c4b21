// The site's configuration: every environment variable it reads, in one schema, parsed once
// per process. The host (host/main.mjs) parses it before Next.js starts, so a bad value stops
// the server with a message naming the variable; `next dev` has no host, and there the
// instrumentation hook parses it first. Everyone else reads the parsed values.
import { isIP } from 'node:net';
import { z } from 'zod';
import { processSingleton } from './process-singleton.mjs';
import { parseOrExplain, publicConfigSchema, siteUrlField } from './public-config.mjs';

/** @param {string} message */
const positiveWhole = (message) => z.coerce.number().int(message).min(1, message);

/** A whole number of milliseconds, at least 100. */
function milliseconds() {
  const message = 'must be a whole number of milliseconds, at least 100';
  return z.coerce.number(message).int(message).min(100, message);
}

/** `'true'` or `'false'`, as a boolean. */
const flag = () => z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * A comma-separated list of email addresses, lower-cased; unset = none.
 * @param {string} name
 */
function emailList(name) {
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

/**
 * A URL with one of `protocols` (e.g. `redis:`).
 * @param {string[]} protocols
 * @param {string} message
 */
function urlOf(protocols, message) {
  return z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), message);
}

/** @param {string} entry */
const isOrigin = (entry) =>
  URL.canParse(entry) &&
  ['http:', 'https:'].includes(new URL(entry).protocol) &&
  new URL(entry).pathname === '/' &&
  !new URL(entry).search;

/**
 * A comma-separated list of http(s) origins (scheme, host and port; a trailing slash is fine),
 * as origins; unset = none.
 */
function originList() {
  return z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every(isOrigin),
      'must list http(s) origins separated by commas, e.g. https://media.wasla.sa',
    )
    .transform((entries) => entries.map((entry) => new URL(entry).origin));
}

// A DNS name: dot-separated labels of letters, digits and inner hyphens.
const HOST_NAME =
  /^(?=.{1,253}$)[a-z\d]([a-z\d-]{0,61}[a-z\d])?(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*$/i;

const hostConfigSchema = z
  .object({
    ...publicConfigSchema.shape,
    SITE_URL: siteUrlField(),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Where the host listens. */
    PORT: z.coerce
      .number('must be a port number from 1 to 65535')
      .int('must be a port number from 1 to 65535')
      .min(1, 'must be a port number from 1 to 65535')
      .max(65_535, 'must be a port number from 1 to 65535')
      .default(3000),
    /** The interface the host listens on; unset = all. */
    HOSTNAME: z
      .string()
      .trim()
      .refine(
        (value) => isIP(value) !== 0 || HOST_NAME.test(value),
        'must be a host name or an IP address, e.g. 127.0.0.1',
      )
      .optional(),
    DATABASE_URL: urlOf(
      ['postgres:', 'postgresql:'],
      'must be a postgres:// or postgresql:// URL',
    ).optional(),
    DATA_DIR: z.string().trim().min(1).default('.data'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Hosts WordPress's media may come from besides its own (a CDN, `upload_url_path`). */
    WORDPRESS_MEDIA_ORIGINS: originList(),
    /** Previews: the companion plugin's WASLA_PREVIEW_SECRET, which signs preview tokens. */
    WORDPRESS_PREVIEW_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Previews: the WordPress user whose Application Password reads drafts. */
    WORDPRESS_USER: z.string().trim().min(1).optional(),
    /** Previews: that user's Application Password (WordPress → Users → Profile). */
    WORDPRESS_APPLICATION_PASSWORD: z.string().trim().min(1).optional(),
    /** Read at run time (one build serves with or without it): the office map on /contact-us. */
    NEXT_PUBLIC_MAPS_API_KEY: z
      .string()
      .trim()
      .transform((key) => key || undefined)
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** The last X-Forwarded-For entry is the client (behind a reverse proxy that sets it). */
    TRUST_PROXY: flag().default(false),
    /**
     * How late a content change may show without /api/revalidate. The page cache and the
     * content data cache each take half, so a page rendered from just-expiring data is still
     * replaced within the interval.
     */
    CONTENT_REFRESH_SECONDS: z.coerce.number().int().min(2, 'must be at least 2').default(300),
    /**
     * How long the server waits for WordPress: a visitor waits at most this long, once (then the
     * breaker in front of WordPress serves the last good content at once).
     */
    WORDPRESS_TIMEOUT_MS: milliseconds().default(8_000),
    /** Answer GraphQL introspection (`__schema`, `__type`); unset = only outside production. */
    GRAPHQL_INTROSPECTION: flag().optional(),
    /** Tests and benchmarks only: failed sign-ins allowed per email per window (default 5). */
    LOGIN_RATE_LIMIT_POINTS: positiveWhole('must be a whole number of at least 1').optional(),
    /** Tests and benchmarks only: new accounts allowed per client address per hour (default 10). */
    SIGNUP_RATE_LIMIT_POINTS: positiveWhole('must be a whole number of at least 1').optional(),
    /** The shared Redis of several instances; unset = every cache and limit in process. */
    REDIS_URL: urlOf(
      ['redis:', 'rediss:'],
      'must be a redis:// or rediss:// URL, e.g. redis://:password@127.0.0.1:6379',
    ).optional(),
    /** Mail server for staff notifications of enquiries; unset = enquiries are stored and logged only. */
    SMTP_URL: urlOf(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().trim().min(3).default('Wasla website <no-reply@localhost>'),
    ENQUIRY_TO: emailList('ENQUIRY_TO'),
    /** Accounts that see the staff inbox. */
    STAFF_EMAILS: emailList('STAFF_EMAILS'),
    /**
     * The wait before a failed staff notification is tried again the first time; each later
     * wait is four times the one before, at most an hour.
     */
    ENQUIRY_MAIL_RETRY_MS: milliseconds().default(5_000),
    ENQUIRY_RETENTION_DAYS: positiveWhole('must be a whole number of days, at least 1').default(
      730,
    ),
    /** Tests only: enquiries allowed per email per hour (default 5; twice as many per address). */
    ENQUIRY_RATE_LIMIT_POINTS: positiveWhole('must be a whole number of at least 1').optional(),
    /** Tests only: the minimum time to fill in an enquiry form (default 3 s; bots post at once). */
    ENQUIRY_MIN_FILL_MS: milliseconds().optional(),
  })
  .superRefine((config, context) => {
    // A public https site signs sessions with a secret the operator controls, never a file
    // generated beside the database (lost with it, different on every instance, readable by backups).
    if (config.SITE_URL.startsWith('https://') && !config.AUTH_SECRET)
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message:
          'is required when SITE_URL is https (a public site): set it to a random string of 32+ characters, the same on every instance',
      });
    // Instances sharing a Redis seal what they cache there with a key derived from it.
    if (config.REDIS_URL && !config.AUTH_SECRET)
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message:
          'is required when REDIS_URL is set (the instances authenticate what they cache in Redis with it): set it to a random string of 32+ characters, the same on every instance',
      });
    // Previews need all three, and a WordPress to read drafts from.
    const preview = /** @type {const} */ ([
      'WORDPRESS_PREVIEW_SECRET',
      'WORDPRESS_USER',
      'WORDPRESS_APPLICATION_PASSWORD',
    ]);
    if (preview.some((name) => config[name] !== undefined))
      for (const name of preview)
        if (config[name] === undefined)
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `is required for previews, with ${preview.filter((other) => other !== name).join(' and ')}`,
          });
    if (preview.some((name) => config[name] !== undefined) && !config.NEXT_PUBLIC_WPGRAPHQL_URL)
      context.addIssue({
        code: 'custom',
        path: ['NEXT_PUBLIC_WPGRAPHQL_URL'],
        message: 'is required for previews (drafts are read from that WordPress)',
      });
    if (config.SMTP_URL && config.ENQUIRY_TO.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['ENQUIRY_TO'],
        message: 'must name at least one address when SMTP_URL is set',
      });
  });

/** @typedef {z.output<typeof hostConfigSchema>} HostConfig */

/** Every variable the site reads (the README's configuration table lists the same). */
export const configVariables = Object.keys(hostConfigSchema.shape);

/**
 * Checks every variable; throws one message naming each bad one.
 * @param {Record<string, string | undefined>} source
 * @returns {HostConfig}
 */
export function parseHostConfig(source) {
  return parseOrExplain(hostConfigSchema, source);
}

/**
 * Where WordPress's images may come from: its own origin (its GraphQL endpoint's) and
 * WORDPRESS_MEDIA_ORIGINS. The image optimiser fetches from these and refuses every other.
 * @param {Pick<HostConfig, 'NEXT_PUBLIC_WPGRAPHQL_URL' | 'WORDPRESS_MEDIA_ORIGINS'>} config
 * @returns {string[]}
 */
export function wordpressMediaOrigins(config) {
  const wordpress = config.NEXT_PUBLIC_WPGRAPHQL_URL;
  return [
    ...new Set([
      ...(wordpress ? [new URL(wordpress).origin] : []),
      ...config.WORDPRESS_MEDIA_ORIGINS,
    ]),
  ];
}

/**
 * WORDPRESS_TIMEOUT_MS of `source` alone, its default where unset or invalid (for the launch
 * check, which reads the environment it is given and lists a bad value among its findings).
 * @param {Record<string, string | undefined>} source
 * @returns {number}
 */
export function readWordpressTimeoutMs(source) {
  const field = hostConfigSchema.shape.WORDPRESS_TIMEOUT_MS;
  const read = field.safeParse(source.WORDPRESS_TIMEOUT_MS);
  return read.success ? read.data : field.parse(undefined);
}

/**
 * The media origins of `source` alone, checked as the full configuration checks them (for
 * next.config.ts, loaded by the build too, where the rest of the configuration may be unset).
 * @param {Record<string, string | undefined>} source
 */
export function readWordpressMediaOrigins(source) {
  const { NEXT_PUBLIC_WPGRAPHQL_URL, WORDPRESS_MEDIA_ORIGINS } = hostConfigSchema.shape;
  return wordpressMediaOrigins(
    parseOrExplain(z.object({ NEXT_PUBLIC_WPGRAPHQL_URL, WORDPRESS_MEDIA_ORIGINS }), {
      NEXT_PUBLIC_WPGRAPHQL_URL: source.NEXT_PUBLIC_WPGRAPHQL_URL,
      WORDPRESS_MEDIA_ORIGINS: source.WORDPRESS_MEDIA_ORIGINS,
    }),
  );
}

/**
 * The process's configuration, parsed from its environment on first use.
 * @returns {HostConfig}
 */
export function hostConfig() {
  return processSingleton('hostConfig', () => parseHostConfig(process.env));
}
