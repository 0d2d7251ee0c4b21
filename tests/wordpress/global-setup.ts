import { startWordPress } from '../support/wordpress/wordpress';
import { seedContent } from './seed';
import { previewEnv, siteEnv, siteHandoff, sitePorts, startSite } from './site';

/**
 * Once per run: a fresh WordPress (categories blog and story), the editors' content, and one
 * production server of the build reading it, with previews on (an Application Password of the
 * administrator). Seeding and the server's start overlap (the site reads WordPress only when a
 * page is asked for). Workers find both through the environment.
 */
export default async function globalSetup() {
  const started = Date.now();
  const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  const wordpress = await startWordPress({ categories: ['blog:Blog', 'story:Story'] });
  const { password } = await wordpress.tool<{ password: string }>(
    'app-password',
    wordpress.admin.login,
    'site preview',
  );
  const wordpressUp = seconds(started);
  const phase = Date.now();
  const [seeding, starting] = await Promise.allSettled([
    seedContent(wordpress).then((value) => ({ value, took: seconds(phase) })),
    startSite(sitePorts(), {
      ...siteEnv(wordpress),
      ...previewEnv(wordpress.admin.login, password),
    }).then((value) => ({ value, took: seconds(phase) })),
  ]);
  if (seeding.status === 'rejected' || starting.status === 'rejected') {
    if (starting.status === 'fulfilled') await starting.value.value.stop();
    await wordpress.stop();
    throw seeding.status === 'rejected'
      ? seeding.reason
      : (starting as PromiseRejectedResult).reason;
  }
  const site = starting.value.value;
  siteHandoff.write({ url: site.url, seeded: seeding.value.value });
  console.log(
    `WordPress on ${wordpress.home} (${wordpress.dir}) and the site on ${site.url}, ready in ${seconds(started)} ` +
      `(WordPress ${wordpressUp}, then content ${seeding.value.took} beside the site's start ${starting.value.took})`,
  );
  return async () => {
    await site.stop();
    await wordpress.stop();
  };
}
