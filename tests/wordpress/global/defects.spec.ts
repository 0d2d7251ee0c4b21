import type { RunningServer } from '../../api/support/server';
import { cardPaths, expect, test, type Page } from '../fixtures';
import { richPost, stories } from '../seed';
import { siteEnv, sitePorts, startSite } from '../site';

/**
 * Defects 3 and 5 of issue 22 (each failed before the site was fixed). Each changes WordPress for
 * every reader (the media address, the stories category's name), so they run in this project,
 * one at a time and beside no other test of it.
 */

/** The images in `where`, once each has loaded or failed (lazy ones are told to load at once). */
async function imagesLoaded(page: Page, where: string) {
  const images = page.locator(`${where} img`);
  await expect(images.first()).toBeVisible();
  await images.evaluateAll((all) =>
    all.forEach((image) => ((image as HTMLImageElement).loading = 'eager')),
  );
  await expect
    .poll(() =>
      images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  return images.evaluateAll((all) =>
    all.map((image) => ({
      loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      src: (image as HTMLImageElement).currentSrc,
    })),
  );
}
test.describe('defect 3: WordPress images show', () => {
  let server: RunningServer;
  const mediaHost = (port: number) => `http://localhost:${port}`;

  // A server that takes media from another host than GraphQL's (a CDN, upload_url_path),
  // allowed by the site's configuration of media hosts; started before the test, which it
  // does not ask anything before WordPress moves its media there.
  test.beforeAll(async ({ wordpress }) => {
    // A server's start: seconds on a quiet machine, much longer beside other work.
    test.setTimeout(120_000);
    server = await startSite(sitePorts(40), {
      ...siteEnv(wordpress),
      WORDPRESS_MEDIA_ORIGINS: mediaHost(wordpress.port),
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('from WordPress on a private address and from another media host', async ({
    page,
    wordpress,
  }) => {
    await page.goto(`/blog/${richPost.slug}`);
    // The featured image and the image block.
    const article = await imagesLoaded(page, 'article');
    expect(article.filter((image) => !image.loaded)).toEqual([]);
    expect(article.length).toBeGreaterThanOrEqual(2);

    const uploads = `${mediaHost(wordpress.port)}/wp-content/uploads`;
    await wordpress.cli.setOption('upload_url_path', uploads);
    try {
      const served = await wordpress.graphql(
        `query($slug: ID!) { post(id: $slug, idType: SLUG) { featuredImage { node { sourceUrl } } } }`,
        { slug: richPost.slug },
      );
      expect(JSON.stringify(served.body.data)).toContain(`${uploads}/`);
      await page.goto(`${server.url}/blog/${richPost.slug}`);
      const fromMediaHost = await imagesLoaded(page, 'article');
      expect(fromMediaHost.filter((image) => !image.loaded)).toEqual([]);
      expect(fromMediaHost.length).toBeGreaterThanOrEqual(2);
      // Any other host stays refused by the image optimiser.
      for (const other of [`${server.url}/placeholder.png`, 'https://images.example.net/a.png']) {
        const refused = await fetch(
          `${server.url}/_next/image?url=${encodeURIComponent(other)}&w=1200&q=75`,
        );
        expect(refused.status, other).toBe(400);
      }
    } finally {
      await wordpress.cli.setOption('upload_url_path', '');
    }
  });
});

test('defect 5: renaming the stories category keeps stories under /stories', async ({
  page,
  wordpress,
  revalidate,
}) => {
  await wordpress.cli.updateTerm('category', 'story', { name: 'Client success stories' });
  try {
    await revalidate();
    await page.goto('/stories');
    const paths = await cardPaths(page);
    expect(paths).toContain(`/stories/${stories.featured.slug}`);
    // (An Arabic story lives under /ar/stories.)
    expect(paths.filter((path) => !/^(\/ar)?\/stories\//.test(path))).toEqual([]);
    const answer = await page.goto(`/stories/${stories.hospital.slug}`);
    expect(answer?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/stories/${stories.hospital.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stories.hospital.title);
  } finally {
    await wordpress.cli.updateTerm('category', 'story', { name: 'Story' });
    await revalidate();
  }
});
