import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Stack } from '../../../scripts/stack/stack.mjs';
import { call, stackCertificate } from '../../stack/support/http';
import { expect, test } from '../fixtures';

/**
 * `npm run stack` pointed at the real WordPress: the caller's configuration (here an env file,
 * as `npm run stack -- --env-file` reads it) reaches both instances behind nginx, a post from
 * WordPress is served through nginx by each, and one revalidation webhook through nginx
 * refreshes both. Runs with the suite's WordPress (already seeded), so it costs only the
 * stack's start. Needs nginx, Redis and PostgreSQL (`.ci/run` installs them); on a shared
 * machine, run it under the stack lock (STACK_PORT_BASE moves its ports).
 */

// Loaded with import(): Playwright's transform would turn a static import of these ES modules
// into CommonJS.
type StackLibrary = typeof import('../../../scripts/stack/stack.mjs');
let lib: StackLibrary;
let stack: Stack;
let ca: Buffer;
let stackDir: string;
const revalidateSecret = 'stack-with-wordpress-revalidate-secret';
// A post of its own: its title is edited while other tests read theirs.
const note = { slug: `served-by-the-stack-${Date.now()}`, title: 'Served by the stack' };

test.beforeAll(async ({ wordpress }) => {
  test.setTimeout(180_000);
  lib = await import('../../../scripts/stack/stack.mjs');
  const missing = lib.missingPackages();
  test.skip(missing.length > 0, `the stack needs ${missing.join(', ')}`);
  await wordpress.cli.createPost({ ...note, categories: ['blog'], date: '2019-05-01 09:00' });
  // A directory the `postgres` user cannot enter (mode 0700, root's): the cluster must live
  // elsewhere. Made here, not when the file loads (the runner loads it in every process).
  stackDir = mkdtempSync(path.join(tmpdir(), 'wasla-wp-stack-'));
  const { callerSiteConfiguration } = await import('../../../scripts/stack/site-config.mjs');
  const envFile = path.join(stackDir, 'site.env');
  writeFileSync(
    envFile,
    [
      // A new address per run: the data cache on disk is keyed by it.
      `NEXT_PUBLIC_WPGRAPHQL_URL=${wordpress.graphqlUrl}?stack=${Date.now()}`,
      `REVALIDATE_SECRET=${revalidateSecret}`,
      // The stack runs its own database: a caller's is not passed on.
      'DATABASE_URL=postgres://nobody@127.0.0.1:1/not-the-stacks',
      '',
    ].join('\n'),
  );
  stack = await lib.startStack({
    dir: stackDir,
    instances: 2,
    log: () => {},
    env: callerSiteConfiguration({ envFile, environment: { LOG_LEVEL: 'warn' } }),
  });
  ca = stackCertificate(stackDir);
});

test.afterAll(async ({ wordpress }) => {
  if (stackDir) {
    await lib.stopStack(stackDir, () => {});
    rmSync(stackDir, { recursive: true, force: true });
  }
  await wordpress.cli.deletePost(note.slug, { force: true }).catch(() => undefined);
});

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

/** The post's title as nginx, then each instance, serve it. */
async function titlesServed(): Promise<(string | undefined)[]> {
  const pathname = `/blog/${note.slug}`;
  const answers = await Promise.all([
    call(`${stack.httpsUrl}${pathname}`, { ca }),
    ...stack.instances.map(({ url }) => call(`${url}${pathname}`)),
  ]);
  for (const answer of answers) expect(answer.status, pathname).toBe(200);
  return answers.map((answer) => heading(answer.body));
}

test('the stack serves the real WordPress’s posts through nginx, on both instances, on the stack’s own database', async () => {
  expect(await titlesServed()).toEqual([note.title, note.title, note.title]);
  const ready = await call(`${stack.httpsUrl}/api/ready`, { ca });
  expect(JSON.parse(ready.body)).toMatchObject({ parts: { database: 'up', redis: 'up' } });
});

test('one revalidation webhook through nginx, with the caller’s secret, refreshes both instances', async ({
  wordpress,
}) => {
  const edited = `${note.title} (edited for the stack)`;
  await wordpress.cli.updatePost(note.slug, { title: edited });
  const webhook = () =>
    call(`${stack.httpsUrl}/api/revalidate`, {
      method: 'POST',
      ca,
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret },
      body: JSON.stringify({
        source: 'wasla-companion',
        version: 1,
        changes: [{ kind: 'post', action: 'updated', slug: note.slug, title: edited }],
      }),
    });
  // Cached everywhere until WordPress calls.
  expect(await titlesServed()).toEqual([note.title, note.title, note.title]);
  expect((await webhook()).status).toBe(200);
  // The instance nginx chose learns it at once, the other through Redis a moment later.
  await expect.poll(titlesServed, { timeout: 10_000 }).toEqual([edited, edited, edited]);
});
