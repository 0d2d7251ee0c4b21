import path from 'node:path';
import { repoRoot } from '../../support/wordpress/kit';
import { expect, logInToWordPress, test, type Page } from '../fixtures';
import { fieldNotes } from '../seed';
import { previewSecret } from '../site';

/**
 * Editorial preview end to end: the companion plugin in the real WordPress sends an editor's
 * Preview to the site's /preview with a signed token; the suite's site server (previews on: the
 * secret and an Application Password) reads the draft from WPGraphQL and shows it in the post's
 * layout, marked as a preview, never cached, never indexed, and refuses every other token.
 */

test.describe.configure({ mode: 'serial' });

const pluginFile = 'wasla-companion/wasla-companion.php';
const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;

test.beforeAll(async ({ wordpress, site }) => {
  wordpress.installPlugin(path.join(repoRoot, 'wordpress', 'wasla-companion'));
  wordpress.defineConstants({
    // The site's own address (its SITE_URL: the token's audience) and where it serves previews.
    WASLA_SITE_URL: 'http://localhost:3000',
    WASLA_PREVIEW_URL: `${site}/preview`,
    WASLA_PREVIEW_SECRET: previewSecret,
  });
  expect(await wordpress.tool('plugin-activate', pluginFile)).toMatchObject({ active: true });
});

test.afterAll(async ({ wordpress }) => {
  await wordpress.tool('plugin-deactivate', pluginFile);
  wordpress.defineConstants({
    WASLA_SITE_URL: '',
    WASLA_PREVIEW_URL: '',
    WASLA_PREVIEW_SECRET: '',
  });
});

/** Opens WordPress's preview address as the signed-in editor; returns the site's answer. */
async function openPreview(page: Page, wordpressPreview: string) {
  const answer = await page.goto(wordpressPreview);
  expect(new URL(page.url()).pathname).toBe('/preview');
  return answer!;
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'preview' });

test("an editor's draft shows through its Preview link, marked as a preview, never cached or indexed", async ({
  page,
  wordpress,
  site,
}) => {
  const title = `A draft to preview ${Date.now()}`;
  const draft = await wordpress.cli.createPost({
    title,
    status: 'draft',
    categories: ['blog'],
    content: paragraph('Draft words nobody has published.'),
  });
  try {
    await logInToWordPress(page, wordpress.home, wordpress.admin.login, wordpress.admin.password);
    const wordpressPreview = `${wordpress.home}/?p=${draft.id}&preview=true`;
    for (const visit of ['first', 'reload']) {
      const answer =
        visit === 'first' ? await openPreview(page, wordpressPreview) : await page.reload();
      expect(answer?.status(), visit).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId('post-content')).toContainText(
        'Draft words nobody has published.',
      );
      await expect(banner(page)).toBeVisible();
      const headers = answer!.headers();
      expect(headers['cache-control']).toMatch(/no-store/);
      expect(headers['cache-control']).toMatch(/private/);
      expect(headers['x-robots-tag']).toContain('noindex');
      // Answered by Next for this request: the page cache neither served nor kept it.
      expect(headers['x-page-cache']).toBeUndefined();
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // A client navigation's answer (React Server Components) is not kept either.
    const flight = await fetch(page.url(), { headers: { rsc: '1' } });
    expect(flight.headers.get('cache-control')).toMatch(/no-store/);
    expect(flight.headers.get('x-page-cache')).toBeNull();

    // Without the link nobody sees it: not on the blog, not at /preview without a token.
    const blog = await (await fetch(`${site}/blog`)).text();
    expect(blog).not.toContain(title);
    const bare = await fetch(`${site}/preview?post=${draft.id}`);
    expect(bare.status).toBe(401);
    expect(await bare.text()).not.toContain(title);
  } finally {
    await wordpress.cli.deletePost(draft.id, { force: true });
  }
});

test('unsaved changes of a published post show in its preview, not on its page', async ({
  page,
  wordpress,
}) => {
  const note = fieldNotes[8]!;
  const post = await wordpress.cli.getPost(note.slug);
  await logInToWordPress(page, wordpress.home, wordpress.admin.login, wordpress.admin.password);
  // What the block editor does on Preview with unsaved changes: an autosave, then its preview_link.
  const nonce = await (
    await page.request.get(`${wordpress.home}/wp-admin/admin-ajax.php?action=rest-nonce`)
  ).text();
  const autosave = await page.request.post(
    `${wordpress.home}/wp-json/wp/v2/posts/${post.id}/autosaves`,
    {
      headers: { 'x-wp-nonce': nonce },
      data: { title: `${note.title} (unsaved)`, content: paragraph('Words not saved yet.') },
    },
  );
  expect(autosave.status()).toBe(200);
  const { preview_link: previewLink } = (await autosave.json()) as { preview_link: string };

  expect((await openPreview(page, previewLink)).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${note.title} (unsaved)`);
  await expect(page.getByTestId('post-content')).toContainText('Words not saved yet.');
  await expect(banner(page)).toBeVisible();

  await page.goto(`/blog/${note.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(note.title);
});

test('a preview link is refused tampered, for another post, and once it has expired', async ({
  wordpress,
  site,
}) => {
  const [draft, other] = await Promise.all(
    ['A draft', 'Another draft'].map((title) =>
      wordpress.cli.createPost({
        title: `${title} ${Date.now()}`,
        status: 'draft',
        categories: ['blog'],
        content: paragraph('Not yet.'),
      }),
    ),
  );
  const preview = (post: number, token: string) =>
    fetch(`${site}/preview?post=${post}&token=${encodeURIComponent(token)}`);
  try {
    // A token as the plugin makes it, with a few seconds to live.
    const { token } = await wordpress.tool<{ token: string }>(
      'preview-token',
      String(draft!.id),
      '3',
    );
    const valid = await preview(draft!.id, token);
    expect(valid.status).toBe(200);
    expect(await valid.text()).toContain(draft!.title);

    const forOther = await preview(other!.id, token);
    expect(forOther.status).toBe(403);
    expect(await forOther.text()).not.toContain(draft!.title);

    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { post: number };
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, post: other!.id })).toString('base64url')}.${signature}`;
    expect((await preview(other!.id, tampered)).status).toBe(401);

    // The same address, once the token has expired (beyond the site's 5 s of clock tolerance):
    // refused, though the page was just rendered for it.
    await expect
      .poll(async () => (await preview(draft!.id, token)).status, {
        timeout: 20_000,
        intervals: [1_000],
      })
      .toBe(401);
    const expired = await (await preview(draft!.id, token)).text();
    expect(expired).not.toContain(draft!.title);
    expect(expired).toContain('This preview link does not work');
  } finally {
    await Promise.all(
      [draft, other].map((post) => wordpress.cli.deletePost(post!.id, { force: true })),
    );
  }
});
