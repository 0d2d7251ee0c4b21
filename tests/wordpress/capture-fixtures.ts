/**
 * Captures real WPGraphQL answers (WordPress 7.0.4 + WPGraphQL 2.20.0 from the shared kit) for
 * the cases of issue 22, as JSON fixtures for unit tests: tests/fixtures/wordpress/*.json.
 * Each file: what it shows, the request (query and variables; whether it was authenticated) and
 * the answer (HTTP status and body). The WordPress origin is written as http://wordpress.test.
 *
 *   npx tsx tests/wordpress/capture-fixtures.ts      (TEST_WP_PORT / TEST_WP_DIR as for the suite)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  POST_PAGE_QUERY,
  POST_SUMMARIES_QUERY,
  summaryFields,
} from '../../src/lib/content-client/queries';
import { repoRoot } from '../support/wordpress/kit';
import { startWordPress, type WordPress } from '../support/wordpress/wordpress';
import { arabicPost, autoExcerptPost, entitiesPost, richPost, seedContent, stories } from './seed';

const outDir = path.join(repoRoot, 'tests', 'fixtures', 'wordpress');
const origin = 'http://wordpress.test';

async function capture(
  wordpress: WordPress,
  name: string,
  description: string,
  query: string,
  variables: Record<string, unknown> = {},
  auth?: { login: string; password: string },
) {
  const { status, body } = await wordpress.graphql(query, variables, auth ? { auth } : undefined);
  const fixture = {
    description,
    capturedWith: 'WordPress 7.0.4, WPGraphQL 2.20.0, site time zone Asia/Riyadh (UTC+3)',
    request: { query, variables, authenticated: Boolean(auth) },
    response: { status, body },
  };
  const text = JSON.stringify(fixture, null, 2).replaceAll(wordpress.home, origin);
  writeFileSync(path.join(outDir, `${name}.json`), `${text}\n`);
  console.log(`${name}.json: HTTP ${status}`);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const wordpress = await startWordPress({ categories: ['blog:Blog', 'story:Story'] });
  try {
    const { ids } = await seedContent(wordpress);
    const paragraph = (text: string) =>
      `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
    const c = (
      ...args: Parameters<typeof capture> extends [unknown, ...infer Rest] ? Rest : never
    ) => capture(wordpress, ...args);

    // Defect 2: Arabic slugs.
    const arabicId = ids[stories.arabic.slug];
    const lower = encodeURIComponent(stories.arabic.slug).toLowerCase();
    const upper = encodeURIComponent(stories.arabic.slug);
    const bySlug = 'query($slug: ID!) { post(id: $slug, idType: SLUG) { databaseId slug uri } }';
    await c(
      'arabic-slug-decoded',
      `post(idType: SLUG) with the Arabic slug as text (post ${arabicId}): found.`,
      bySlug,
      { slug: stories.arabic.slug },
    );
    await c(
      'arabic-slug-lower-case',
      'post(idType: SLUG) with the slug percent-encoded in lower case, as WordPress stores post_name: found.',
      bySlug,
      { slug: lower },
    );
    await c(
      'arabic-slug-upper-case',
      "post(idType: SLUG) with the slug percent-encoded in upper case, as browsers send it and Next.js hands it to the page: null (WPGraphQL's NodeResolver::validate_post compares the URI with post_name case-sensitively; it only matches when the post's id happens to appear in the encoded text).",
      bySlug,
      { slug: upper },
    );

    // Defects 3 and 6: what an editor's post looks like.
    await c(
      'rich-post-page',
      'GetPostPage for a post as the editor saves it: a heading with an anchor (id="documents"), a code block, a YouTube embed (iframe) with a caption, an image block (srcset), a link to another post at the WordPress address, and the featured image from the media library.',
      POST_PAGE_QUERY,
      { slug: richPost.slug },
    );
    await c(
      'auto-excerpt',
      'A post without a manual excerpt: WordPress generates one from the text (55 words), the heading run into it, ending in [&hellip;].',
      `query($slug: ID!) { post(id: $slug, idType: SLUG) { excerpt content } }`,
      { slug: autoExcerptPost.slug },
    );
    await c('arabic-post', 'An Arabic post: title, content and the date.', POST_PAGE_QUERY, {
      slug: arabicPost.slug,
    });
    await c(
      'sticky-posts',
      'Sticky posts: WPGraphQL never floats them up (its lists always ignore stickiness); `where: { isSticky: true }` lists only them, `isSticky: false` the rest.',
      `{ all: posts(first: 5, where: { categoryName: "blog" }) { nodes { slug isSticky date } } pinned: posts(first: 5, where: { categoryName: "blog", isSticky: true }) { nodes { slug isSticky date } } rest: posts(first: 3, where: { categoryName: "blog", isSticky: false }) { nodes { slug isSticky date } } }`,
    );
    await c(
      'titles',
      "Titles as WPGraphQL answers them: text with WordPress's curly quotes, `&` not escaped.",
      `query($slug: ID!) { post(id: $slug, idType: SLUG) { title } }`,
      { slug: entitiesPost.slug },
    );

    // Defect 7: times.
    await c(
      'dates',
      "A post's date and modified time in the site's time zone (Riyadh, no offset) and in UTC (dateGmt, modifiedGmt).",
      `query($slug: ID!) { post(id: $slug, idType: SLUG) { date dateGmt modified modifiedGmt } }`,
      { slug: 'field-note-01' },
    );

    // Defect 8: answers the built-in service must match.
    await c(
      'search-relevance',
      '`where: { search }` orders by relevance: the oldest post, with the words in its title, before newer posts that have them only in their text.',
      `query($search: String!) { posts(first: 5, where: { search: $search }) { nodes { title date } } }`,
      { search: 'bid teams' },
    );
    await c(
      'error-syntax',
      'A query that does not parse: HTTP 500 with errors.',
      '{ posts { nodes { id }',
    );
    await c(
      'error-validation',
      'A query that does not validate (unknown field): HTTP 200 with errors.',
      '{ posts { nodes { notAField } } }',
    );
    await c(
      'search-summaries',
      "The site's search query shape (summary fields) for a word in titles.",
      `query($search: String!, $first: Int!) { posts(first: $first, where: { search: $search }) { nodes {${summaryFields} } } }`,
      { search: 'week 7', first: 5 },
    );

    // Defect 1 (last before the rename: the protected post fails every list that holds it).
    await wordpress.cli.createPost({
      title: 'Members-only briefing',
      slug: 'members-only-briefing',
      password: 'letmein',
      categories: ['blog'],
      date: '2026-02-10 09:00',
      content: paragraph('Words only members may read.'),
    });
    await c(
      'protected-post-list',
      "The site's list query (GetPostSummaries) with a published password-protected post in the category: `isSticky` (non-null) errors for it, so `posts` is null and the whole list fails.",
      POST_SUMMARIES_QUERY,
      { first: 100, after: null, category: 'blog' },
    );
    await c(
      'protected-post-page',
      "The site's post page query (GetPostPage) for the protected post: `isSticky` errors, so `post` is null.",
      POST_PAGE_QUERY,
      { slug: 'members-only-briefing' },
    );
    await c(
      'protected-post-fields',
      'What a visitor may read of a protected post: slug, title, hasPassword, isRestricted; date, content, excerpt, author and categories are null or empty.',
      `query($slug: ID!) { post(id: $slug, idType: SLUG) { databaseId slug title hasPassword isRestricted status date dateGmt content excerpt author { node { name } } categories { nodes { slug } } } }`,
      { slug: 'members-only-briefing' },
    );
    await c(
      'protected-post-excluded',
      'The same list without protected posts (`where: { hasPassword: false }`): no error.',
      `query($category: String) { posts(first: 100, where: { categoryName: $category, hasPassword: false }) { nodes { slug isSticky } } }`,
      { category: 'blog' },
    );

    // Defect 5: a renamed category (name changed, slug kept).
    await wordpress.cli.updateTerm('category', 'story', { name: 'Client success stories' });
    await c(
      'renamed-category',
      "Stories after the editor renamed the category (name 'Client success stories', slug 'story' kept): the site must know it by its slug.",
      POST_SUMMARIES_QUERY,
      { first: 10, after: null, category: 'story' },
    );
    await c(
      'category-by-name',
      '`categoryName` takes a slug: the new name matches nothing.',
      `query($category: String) { posts(first: 10, where: { categoryName: $category }) { nodes { slug } } }`,
      { category: 'Client success stories' },
    );

    // Editorial preview, read with an Application Password.
    const { password } = await wordpress.tool<{ password: string }>(
      'app-password',
      'admin',
      'fixtures',
    );
    const auth = { login: 'admin', password };
    const draft = await wordpress.cli.createPost({
      title: 'A draft to preview',
      status: 'draft',
      categories: ['blog'],
      content: paragraph('Draft words.'),
    });
    const published = await wordpress.cli.getPost('field-note-02');
    const autosave = (await (
      await fetch(`${wordpress.home}/wp-json/wp/v2/posts/${published.id}/autosaves`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`,
        },
        body: JSON.stringify({ title: 'Unsaved title', content: paragraph('Unsaved words.') }),
      })
    ).json()) as { id: number };
    const preview = `query Preview($id: ID!) { post(id: $id, idType: DATABASE_ID) { databaseId status isPreview isRevision title content slug uri date modified categories { nodes { slug } } revisionOf { node { databaseId } } } }`;
    await c(
      'preview-draft',
      'A draft read by database id with an Application Password (Basic auth): status draft, slug null, uri /?p=ID.',
      preview,
      { id: String(draft.id) },
      auth,
    );
    await c('preview-draft-anonymous', 'The same without credentials: null.', preview, {
      id: String(draft.id),
    });
    await c(
      'preview-autosave',
      "The editor's autosave (unsaved changes of a published post) read by its revision id with an Application Password: isRevision, revisionOf names the post.",
      preview,
      { id: String(autosave.id) },
      auth,
    );
    await c(
      'preview-as-preview',
      "`asPreview: true` on the published post: the autosave of the *authenticated* user (the Application Password's), so the site should read the revision id from the preview token instead.",
      `query($id: ID!) { post(id: $id, idType: DATABASE_ID, asPreview: true) { databaseId isPreview title } }`,
      { id: String(published.id) },
      auth,
    );
  } finally {
    await wordpress.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
