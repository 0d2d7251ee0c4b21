import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../api/support/server';
import { startWordPress } from '../support/wordpress/wordpress';
import { seedContent } from './seed';
import { siteEnv, siteHandoff } from './site';

/**
 * Once per run: a fresh WordPress (categories blog and story), the editors' content, and one
 * production server of the build reading it. Seeding and the server's start overlap (the site
 * reads WordPress only when a page is asked for). Workers find both through the environment.
 */
export default async function globalSetup() {
  const started = Date.now();
  const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  const wordpress = await startWordPress({ categories: ['blog:Blog', 'story:Story'] });
  const wordpressUp = seconds(started);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-wp-site-'));
  try {
    const phase = Date.now();
    const [[seeded, seeding], [site, siteStart]] = await Promise.all([
      seedContent(wordpress).then((value) => [value, seconds(phase)] as const),
      startServer(sitePorts(), { DATA_DIR: dataDir, ...siteEnv(wordpress) }).then(
        (value) => [value, seconds(phase)] as const,
      ),
    ]);
    siteHandoff.write({ url: site.url, seeded });
    console.log(
      `WordPress on ${wordpress.home} (${wordpress.dir}) and the site on ${site.url}, ready in ${seconds(started)} ` +
        `(WordPress ${wordpressUp}, then content ${seeding} beside the site's start ${siteStart})`,
    );
    return async () => {
      await site.stop();
      await wordpress.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    await wordpress.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** WORDPRESS_E2E_PORT and the nine after it, else 3190–3199. */
export function sitePorts(offset = 0): number[] {
  const first = Number(process.env.WORDPRESS_E2E_PORT ?? 3190) + offset;
  return Array.from({ length: 10 }, (_, index) => first + index);
}
