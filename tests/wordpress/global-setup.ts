import { randomBytes } from 'node:crypto';
import {
  admin,
  startWordPress,
  wordpressAddress,
  wordpressPort,
} from '../support/wordpress/wordpress';
import { seedContent } from './seed';
import { previewEnv, siteEnv, siteHandoff, sitePorts, startSite } from './site';

/**
 * Once per run: a fresh WordPress (categories blog and story), the editors' content, and one
 * production server of the build reading it, with previews on (an Application Password of the
 * administrator). The server starts beside WordPress's install and seeding: it reads WordPress
 * only when a page is asked for, and its Application Password is made up here and given to
 * WordPress once it is up. Workers find both through the environment.
 */
export default async function globalSetup() {
  const started = Date.now();
  const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  const port = await wordpressPort();
  // 24 letters and digits, as WordPress makes them.
  const password = randomBytes(12).toString('hex');
  const starting = startSite(sitePorts(), {
    ...siteEnv(wordpressAddress(port)),
    ...previewEnv(admin.login, password),
  }).then((value) => ({ value, took: seconds(started) }));
  const preparing = (async () => {
    const wordpress = await startWordPress({ port, categories: ['blog:Blog', 'story:Story'] });
    const wordpressUp = seconds(started);
    try {
      await wordpress.tool('app-password', admin.login, 'site preview', password);
      const phase = Date.now();
      const seeded = await seedContent(wordpress);
      return { wordpress, seeded, wordpressUp, took: seconds(phase) };
    } catch (error) {
      await wordpress.stop();
      throw error;
    }
  })();
  const [prepared, site] = await Promise.allSettled([preparing, starting]);
  if (prepared.status === 'rejected' || site.status === 'rejected') {
    if (site.status === 'fulfilled') await site.value.value.stop();
    if (prepared.status === 'fulfilled') await prepared.value.wordpress.stop();
    throw prepared.status === 'rejected' ? prepared.reason : (site as PromiseRejectedResult).reason;
  }
  const { wordpress, seeded, wordpressUp, took } = prepared.value;
  const server = site.value.value;
  siteHandoff.write({ url: server.url, seeded });
  console.log(
    `WordPress on ${wordpress.home} (${wordpress.dir}) and the site on ${server.url}, ready in ${seconds(started)} ` +
      `(WordPress ${wordpressUp}, then content ${took}; the site's start beside them ${site.value.took})`,
  );
  return async () => {
    await Promise.all([server.stop(), wordpress.stop()]);
  };
}
