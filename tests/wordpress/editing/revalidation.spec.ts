import { cardPaths, expect, test } from '../fixtures';

/**
 * Editors change WordPress; the site shows it at once when /api/revalidate is called (as a
 * publish webhook does). That pages stay cached until then is shown on a server nobody else
 * revalidates: outage.spec.ts.
 */

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;

test('a published post joins /blog, the feed and the sitemap; unpublished or trashed, it leaves them', async ({
  page,
  site,
  wordpress,
  revalidate,
}) => {
  const slug = `editing-new-post-${Date.now()}`;
  const title = 'A post published during the run';
  const inSitemap = async () => (await (await fetch(`${site}/sitemap.xml`)).text()).includes(slug);
  const inFeed = async () => (await (await fetch(`${site}/blog/rss.xml`)).text()).includes(slug);
  const onBlog = async () => {
    await page.goto('/blog');
    return (await cardPaths(page)).includes(`/blog/${slug}`);
  };

  await wordpress.cli.createPost({
    title,
    slug,
    categories: ['blog'],
    // The newest post: first on /blog.
    date: '2026-03-01 09:00',
    content: paragraph('Published while the site was running.'),
  });
  try {
    await revalidate();
    expect(await onBlog()).toBe(true);
    expect(await inFeed()).toBe(true);
    expect(await inSitemap()).toBe(true);
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await wordpress.cli.updatePost(slug, { status: 'draft' });
    await revalidate();
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404);
    expect(await onBlog()).toBe(false);
    expect(await inSitemap()).toBe(false);

    await wordpress.cli.updatePost(slug, { status: 'publish' });
    await revalidate();
    expect(await onBlog()).toBe(true);
    await wordpress.cli.deletePost(slug);
    await revalidate();
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404);
    expect(await onBlog()).toBe(false);
    expect(await inFeed()).toBe(false);
  } finally {
    await wordpress.cli.deletePost(slug, { force: true });
    await revalidate();
  }
});
