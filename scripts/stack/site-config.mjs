// What the stack's instances are configured with besides the parts the stack runs itself: the
// site's configuration (the README's variables) from the caller's environment, or from an env
// file the caller names, so an operator can try the production stack with their WordPress,
// mail server or staff list.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { configVariables } from '../../host/shared/config.mjs';

/**
 * Set by the stack for every instance, whatever the caller has: where an instance listens, the
 * database and Redis it runs for them, and the public address nginx serves them at.
 */
export const STACK_OWNED = new Set([
  'NODE_ENV',
  'PORT',
  'HOSTNAME',
  'TRUST_PROXY',
  'DATABASE_URL',
  'REDIS_URL',
  'SITE_URL',
]);

/**
 * The site's variables in `source` that the stack passes on to every instance: the caller's
 * WordPress, secrets (AUTH_SECRET, REVALIDATE_SECRET: the stack makes its own only when these
 * are missing), mail, staff list… but none of STACK_OWNED.
 * @param {Record<string, string | undefined>} source
 * @returns {Record<string, string>}
 */
export function siteConfiguration(source) {
  return Object.fromEntries(
    configVariables
      .filter((name) => !STACK_OWNED.has(name))
      .flatMap((name) => {
        const value = source[name];
        return value === undefined || value === '' ? [] : [[name, value]];
      }),
  );
}

/**
 * The site's configuration for `npm run stack`: the env file's variables (when one is named),
 * then the caller's environment over them.
 * @param {{ envFile?: string, environment?: Record<string, string | undefined> }} options
 */
export function callerSiteConfiguration({ envFile, environment = process.env }) {
  const fromFile = envFile ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  return siteConfiguration({ ...fromFile, ...environment });
}
