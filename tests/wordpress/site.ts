import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../api/support/server';
import type { Seeded } from './seed';
import type { WordPress } from '../support/wordpress/wordpress';

/** The secret the suite's site servers take on /api/revalidate. */
export const revalidateSecret = 'wordpress-suite-revalidate-secret';

/** The secret the companion plugin signs preview tokens with, and the site checks them with. */
export const previewSecret = 'wordpress-suite-preview-secret-0123456789';

/** A site server's preview configuration: the secret, and an Application Password of `login`. */
export function previewEnv(login: string, applicationPassword: string): Record<string, string> {
  return {
    WORDPRESS_PREVIEW_SECRET: previewSecret,
    WORDPRESS_USER: login,
    WORDPRESS_APPLICATION_PASSWORD: applicationPassword,
  };
}

/** The configuration of a site server reading `wordpress` (more can be added per server). */
export function siteEnv(
  wordpress: Pick<WordPress, 'graphqlUrl'>,
  graphqlUrl = wordpress.graphqlUrl,
): Record<string, string> {
  return {
    AUTH_SECRET: 'wordpress-suite-auth-secret-0123456789abcdef',
    REVALIDATE_SECRET: revalidateSecret,
    // A new address per server: the data cache on disk (.next/cache) is keyed by it, so answers
    // an earlier run kept can never stand in for this run's.
    NEXT_PUBLIC_WPGRAPHQL_URL: `${graphqlUrl}?run=${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  };
}

/** WORDPRESS_E2E_PORT (default 3190) plus `offset`, and the nine ports after it. */
export function sitePorts(offset = 0): number[] {
  const first = Number(process.env.WORDPRESS_E2E_PORT ?? 3190) + offset;
  return Array.from({ length: 10 }, (_, index) => first + index);
}

/** A production server of the build with its own data directory, removed when it stops. */
export async function startSite(
  ports: readonly number[],
  env: Record<string, string>,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-wp-site-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServer({ DATA_DIR: dataDir, ...env }, { ports });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
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
