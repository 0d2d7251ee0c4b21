import type { Seeded } from './seed';
import type { WordPress } from '../support/wordpress/wordpress';

/** The secret the suite's site servers take on /api/revalidate. */
export const revalidateSecret = 'wordpress-suite-revalidate-secret';

/** The configuration of a site server reading `wordpress` (more can be added per server). */
export function siteEnv(
  wordpress: Pick<WordPress, 'graphqlUrl'>,
  graphqlUrl = wordpress.graphqlUrl,
) {
  return {
    AUTH_SECRET: 'wordpress-suite-auth-secret-0123456789abcdef',
    REVALIDATE_SECRET: revalidateSecret,
    // A new address per server: the data cache on disk (.next/cache) is keyed by it, so answers
    // an earlier run kept can never stand in for this run's.
    NEXT_PUBLIC_WPGRAPHQL_URL: `${graphqlUrl}?run=${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  };
}

const handoffVariable = 'WASLA_TEST_WORDPRESS_SITE';

/** The suite's shared site server, handed from the global setup to the workers. */
export const siteHandoff = {
  write(value: { url: string; seeded: Seeded }) {
    process.env[handoffVariable] = JSON.stringify(value);
  },
  read(): { url: string; seeded: Seeded } {
    const value = process.env[handoffVariable];
    if (!value)
      throw new Error(`${handoffVariable} is unset: run with playwright.wordpress.config.ts`);
    return JSON.parse(value) as { url: string; seeded: Seeded };
  },
};
