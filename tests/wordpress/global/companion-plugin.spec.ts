import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify } from 'jose';
import { launchReadyEnv } from '../../support/launch-ready-env';
import { repoRoot } from '../../support/wordpress/kit';
import { expect, logInToWordPress, test } from '../fixtures';
import { arabicPost, authors, fieldNotes } from '../seed';
import { revalidateSecret, sitePorts } from '../site';
import { startWebhookReceiver, type WebhookChange } from './webhook-receiver';
import { fileCompany } from '../../../src/site/company';

/**
 * The companion plugin (wordpress/wasla-companion) in the real WordPress: installed by copying
 * it into wp-content/plugins and activating it, configured by constants. Its webhook calls a
 * local receiver standing in for the site (or the suite's site itself), its previews redirect to
 * the site with a signed token, and its GraphQL fields are read as visitors read them.
 */

test.describe.configure({ mode: 'serial' });

const pluginFile = 'wasla-companion/wasla-companion.php';
const webhookSecret = 'companion-webhook-secret-0123456789';
const previewSecret = 'companion-preview-secret-0123456789';
const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

test.beforeAll(async ({ wordpress }) => {
  receiver = await startWebhookReceiver(sitePorts(30));
  wordpress.installPlugin(path.join(repoRoot, 'wordpress', 'wasla-companion'));
  wordpress.defineConstants({
    WASLA_SITE_URL: receiver.origin,
    WASLA_REVALIDATE_SECRET: webhookSecret,
    WASLA_PREVIEW_SECRET: previewSecret,
  });
  expect(await wordpress.tool('plugin-activate', pluginFile)).toMatchObject({ active: true });
});

test.afterAll(async ({ wordpress }) => {
  await wordpress.tool('plugin-deactivate', pluginFile);
  wordpress.defineConstants({
    WASLA_SITE_URL: '',
    WASLA_REVALIDATE_SECRET: '',
    WASLA_PREVIEW_SECRET: '',
  });
  await receiver?.close();
});

/** The first call naming a change that matches, within 10 s. */
async function callAbout(match: (change: WebhookChange) => boolean) {
  await expect
    .poll(() => receiver.callsAbout(match).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
  return receiver.callsAbout(match)[0]!;
}

test('publishing, editing, unpublishing and trashing a post each call the site with the secret and what changed', async ({
  wordpress,
}) => {
  const slug = `companion-post-${Date.now()}`;
  const about = (action: string) => (change: WebhookChange) =>
    change.kind === 'post' && change.slug === slug && change.action === action;

  const post = await wordpress.cli.createPost({
    title: 'Published by the companion test',
    slug,
    categories: ['blog'],
    date: '2019-01-01 09:00',
    content: paragraph('Hello.'),
  });
  try {
    const published = await callAbout(about('published'));
    expect(published.method).toBe('POST');
    expect(published.path).toBe('/api/revalidate');
    expect(published.headers['x-revalidate-secret']).toBe(webhookSecret);
    expect(published.headers['content-type']).toBe('application/json');
    expect(published.body).toMatchObject({
      source: 'wasla-companion',
      version: 1,
      site: wordpress.home,
      attempt: 1,
      changes: [
        {
          kind: 'post',
          action: 'published',
          id: post.id,
          type: 'post',
          slug,
          status: 'publish',
          previousStatus: 'new',
        },
      ],
    });

    await wordpress.cli.updatePost(slug, { title: 'Edited by the companion test' });
    await callAbout(about('updated'));
    await wordpress.cli.updatePost(slug, { status: 'draft' });
    expect((await callAbout(about('unpublished'))).body.changes[0]).toMatchObject({
      status: 'draft',
      previousStatus: 'publish',
    });
    await wordpress.cli.updatePost(slug, { status: 'publish' });
    await wordpress.cli.deletePost(slug);
    // Trashing renames the slug (…__trashed); the call names the address the site knew.
    expect((await callAbout(about('trashed'))).body.changes[0]).toMatchObject({
      id: post.id,
      slug,
    });
  } finally {
    await wordpress.cli.deletePost(post.id, { force: true });
  }
});

test('creating, renaming and deleting a category, and pinning a post, call the site', async ({
  wordpress,
}) => {
  const slug = `companion-category-${Date.now()}`;
  const term = (action: string) => (change: WebhookChange) =>
    change.kind === 'term' && change.taxonomy === 'category' && change.action === action;

  const category = await wordpress.cli.createTerm('category', { name: 'Companion news', slug });
  await callAbout((change) => term('created')(change) && change.slug === slug);
  await wordpress.cli.updateTerm('category', slug, { name: 'Companion updates' });
  await callAbout((change) => term('updated')(change) && change.id === category.id);
  await wordpress.cli.updateTerm('category', slug, { slug: `${slug}-moved` });
  expect(
    (await callAbout((change) => term('updated')(change) && change.slug === `${slug}-moved`)).body
      .changes[0],
  ).toMatchObject({ previousSlug: slug });
  await wordpress.cli.deleteTerm('category', category.id);
  await callAbout((change) => term('deleted')(change) && change.id === category.id);

  const note = fieldNotes[7]!;
  await wordpress.cli.updatePost(note.slug, { sticky: true });
  try {
    await callAbout((change) => change.kind === 'option' && change.name === 'sticky_posts');
  } finally {
    await wordpress.cli.updatePost(note.slug, { sticky: false });
  }
});

test('drafts, pending posts and autosaves call nothing', async ({ wordpress }) => {
  const before = receiver.calls.length;
  const autosaved = await wordpress.cli.getPost(fieldNotes[8]!.slug);
  const draft = await wordpress.cli.createPost({
    title: 'A draft that stays a draft',
    status: 'draft',
    categories: ['blog'],
    content: paragraph('Not yet.'),
  });
  await wordpress.cli.updatePost(draft.id, { title: 'Still a draft' });
  await wordpress.cli.updatePost(draft.id, { status: 'pending' });
  // An autosave of a published post (what the editor saves while someone types): a revision.
  const { password } = await wordpress.tool<{ password: string }>(
    'app-password',
    'admin',
    'autosave',
  );
  const autosave = await fetch(`${wordpress.home}/wp-json/wp/v2/posts/${autosaved.id}/autosaves`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`,
    },
    body: JSON.stringify({ title: 'Typing, not saved', content: paragraph('Typing.') }),
  });
  expect(autosave.status).toBe(200);

  // Then a change that is sent: everything before it has had its chance.
  const marker = `companion-marker-${Date.now()}`;
  const markerPost = await wordpress.cli.createPost({
    title: 'Marker',
    slug: marker,
    categories: ['blog'],
    date: '2019-01-02 09:00',
  });
  try {
    await callAbout((change) => change.slug === marker);
    // Other tests change their own posts meanwhile: nothing may name this test's draft, the
    // autosaved post, a revision, the draft's category, an option or media.
    const later = receiver.calls.slice(before).flatMap((call) => call.body.changes);
    const fromThisTest = (change: WebhookChange) =>
      change.kind === 'post'
        ? change.id === draft.id || change.id === autosaved.id || change.type === 'revision'
        : change.kind !== 'term' || change.slug === 'blog';
    expect(later.filter(fromThisTest)).toEqual([]);
  } finally {
    await wordpress.cli.deletePost(draft.id, { force: true });
    await wordpress.cli.deletePost(markerPost.id, { force: true });
  }
});

test('a site that fails is called again after a back-off, and the Tools page shows both calls to administrators only', async ({
  wordpress,
  page,
}) => {
  const slug = `companion-retry-${Date.now()}`;
  receiver.answerAbout((change) => change.slug === slug, [500]);
  const post = await wordpress.cli.createPost({
    title: 'Retry me',
    slug,
    categories: ['blog'],
    date: '2019-01-03 09:00',
  });
  try {
    const about = (change: WebhookChange) => change.slug === slug;
    await expect.poll(() => receiver.callsAbout(about).length, { timeout: 20_000 }).toBe(2);
    const [first, second] = receiver.callsAbout(about);
    expect([first!.body.attempt, second!.body.attempt]).toEqual([1, 2]);
    expect(second!.body.id).toBe(first!.body.id);
    // The first back-off is 5 s.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(4_000);

    await logInToWordPress(page, wordpress.home, wordpress.admin.login, wordpress.admin.password);
    await page.goto(`${wordpress.home}/wp-admin/tools.php?page=wasla-companion`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wasla site' })).toBeVisible();
    const rows = page
      .locator('table.widefat tbody tr')
      .filter({ hasText: `post ${post.id} published (${slug})` });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('200');
    await expect(rows.nth(1)).toContainText('500');
    await expect(rows.nth(1)).toContainText('retry at');
    await expect(page.locator('body')).not.toContainText(webhookSecret);

    await page.context().clearCookies();
    await logInToWordPress(
      page,
      wordpress.home,
      authors.sara.login,
      `${authors.sara.login}-local-pass`,
    );
    await page.goto(`${wordpress.home}/wp-admin/tools.php?page=wasla-companion`);
    await expect(page.locator('body')).not.toContainText(`post ${post.id}`);
  } finally {
    await wordpress.cli.deletePost(post.id, { force: true });
  }
});

async function previewClaims(location: string | undefined) {
  expect(location).toMatch(new RegExp(`^${receiver.origin}/preview\\?post=\\d+&token=`));
  const token = new URL(location!).searchParams.get('token')!;
  const { payload, protectedHeader } = await jwtVerify(
    token,
    new TextEncoder().encode(previewSecret),
    {
      algorithms: ['HS256'],
      audience: receiver.origin,
    },
  );
  expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
  return payload;
}

test("an editor's Preview of a draft opens the site's preview with a short-lived token signed for that post", async ({
  wordpress,
  page,
}) => {
  const draft = await wordpress.cli.createPost({
    title: 'A draft to preview',
    status: 'draft',
    categories: ['blog'],
    content: paragraph('Draft words.'),
  });
  try {
    const previewUrl = `${wordpress.home}/?p=${draft.id}&preview=true`;
    // Visitors get WordPress's own answer: no token for them.
    const anonymous = await fetch(previewUrl, { redirect: 'manual' });
    expect(anonymous.status).toBe(404);

    await logInToWordPress(page, wordpress.home, wordpress.admin.login, wordpress.admin.password);
    const answer = await page.request.get(previewUrl, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['cache-control']).toContain('no-store');
    const claims = await previewClaims(answer.headers().location);
    expect(claims).toMatchObject({ iss: wordpress.home, post: draft.id, type: 'post' });
    expect(claims.revision).toBeUndefined();
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(claims.jti).toMatch(/^[0-9a-f]{32}$/);
    const again = await previewClaims(
      (await page.request.get(previewUrl, { maxRedirects: 0 })).headers().location,
    );
    expect(again.jti).not.toBe(claims.jti);

    // An author may not edit the administrator's draft: no token.
    await page.context().clearCookies();
    await logInToWordPress(
      page,
      wordpress.home,
      authors.sara.login,
      `${authors.sara.login}-local-pass`,
    );
    const author = await page.request.get(previewUrl, { maxRedirects: 0 });
    expect(author.status()).not.toBe(302);
  } finally {
    await wordpress.cli.deletePost(draft.id, { force: true });
  }
});

test('previewing unsaved changes of a published post names the autosave, which the site can read with an Application Password', async ({
  wordpress,
  page,
}) => {
  const note = fieldNotes[9]!;
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
      data: { title: 'Unsaved title', content: paragraph('Unsaved words.') },
    },
  );
  expect(autosave.status()).toBe(200);
  const { id: revision, preview_link: previewLink } = (await autosave.json()) as {
    id: number;
    preview_link: string;
  };
  const answer = await page.request.get(previewLink, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(await previewClaims(answer.headers().location)).toMatchObject({ post: post.id, revision });

  // The site reads the autosave with an Application Password (held by its server only)…
  const { password } = await wordpress.tool<{ password: string }>(
    'app-password',
    'admin',
    'site preview',
  );
  const query = `query Preview($id: ID!) { post(id: $id, idType: DATABASE_ID) { databaseId isRevision title content revisionOf { node { databaseId } } } }`;
  const withAuth = await wordpress.graphql(
    query,
    { id: String(revision) },
    { auth: { login: 'admin', password } },
  );
  expect(withAuth.body.data?.post).toMatchObject({
    databaseId: revision,
    isRevision: true,
    title: 'Unsaved title',
    revisionOf: { node: { databaseId: post.id } },
  });
  // …and nobody reads it without one.
  expect((await wordpress.graphql(query, { id: String(revision) })).body.data?.post).toBeNull();
});

test('GraphQL gives every post its language and direction, and lists password-protected posts without their text', async ({
  wordpress,
}) => {
  const language = `query($slug: ID!) { post(id: $slug, idType: SLUG) { language textDirection } }`;
  expect((await wordpress.graphql(language, { slug: arabicPost.slug })).body.data?.post).toEqual({
    language: 'ar',
    textDirection: 'rtl',
  });
  expect(
    (await wordpress.graphql(language, { slug: fieldNotes[0]!.slug })).body.data?.post,
  ).toEqual({
    language: 'en',
    textDirection: 'ltr',
  });

  const slug = `companion-protected-${Date.now()}`;
  const protectedPost = await wordpress.cli.createPost({
    title: 'Members only',
    slug,
    password: 'letmein',
    categories: ['blog'],
    date: '2019-01-04 09:00',
    content: paragraph('Secret words.'),
  });
  const draft = await wordpress.cli.createPost({
    title: 'A protected draft',
    status: 'draft',
    password: 'letmein',
    categories: ['blog'],
    content: paragraph('Draft secret.'),
  });
  try {
    // A list that includes it (any client's; the site leaves protected posts out) answers
    // without errors, with the post as a card and no text.
    const list = await wordpress.graphql(
      `{ posts(first: 100, where: { categoryName: "blog" }) { nodes { slug title isSticky dateGmt excerpt categories { nodes { slug } } } } }`,
    );
    expect(list.body.errors).toBeUndefined();
    const posts = (list.body.data as { posts: { nodes: Record<string, unknown>[] } }).posts.nodes;
    expect(posts.find((node) => node.slug === slug)).toMatchObject({
      title: 'Members only',
      isSticky: false,
      dateGmt: '2019-01-04T06:00:00',
      excerpt: null,
      categories: { nodes: [{ slug: 'blog' }] },
    });
    const page = await wordpress.graphql(
      `query($slug: ID!) { post(id: $slug, idType: SLUG) { hasPassword content excerpt } }`,
      { slug },
    );
    expect(page.body.data?.post).toEqual({ hasPassword: true, content: null, excerpt: null });
    // A draft stays hidden, protected or not.
    const hidden = await wordpress.graphql(
      `query($id: ID!) { post(id: $id, idType: DATABASE_ID) { title content } }`,
      { id: String(draft.id) },
    );
    expect(hidden.body.data?.post).toBeNull();
  } finally {
    await wordpress.cli.deletePost(protectedPost.id, { force: true });
    await wordpress.cli.deletePost(draft.id, { force: true });
  }
});

test('an Arabic search on the site finds the Arabic post however its words are spelt: hamza on alef, teh marbuta, tashkeel', async ({
  page,
}) => {
  // The post writes «اعتماد», «منصة» and «الحكومية»; WordPress alone matches letter for letter.
  for (const spelling of ['إعتماد', 'الحكوميه', 'مَنَصَّة']) {
    await page.goto(`/ar/search?q=${encodeURIComponent(spelling)}`);
    await expect(
      page.getByTestId('search-results-posts').getByRole('link', { name: arabicPost.title }),
      spelling,
    ).toBeVisible();
  }
});

test('pointed at the site, the plugin makes an edit visible there within 10 seconds', async ({
  wordpress,
  site,
  page,
}) => {
  wordpress.defineConstants({ WASLA_SITE_URL: site, WASLA_REVALIDATE_SECRET: revalidateSecret });
  const note = fieldNotes[10]!;
  await page.goto(`/blog/${note.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(note.title);
  try {
    await wordpress.cli.updatePost(note.slug, { title: `${note.title}, edited` });
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${note.title}, edited`, {
        timeout: 500,
      });
    }).toPass({ timeout: 10_000 });
  } finally {
    await wordpress.cli.updatePost(note.slug, { title: note.title });
    wordpress.defineConstants({
      WASLA_SITE_URL: receiver.origin,
      WASLA_REVALIDATE_SECRET: webhookSecret,
    });
  }
});

test('a story published with case study fields shows as a case study on /services and /ar/services after the webhook; stories without them do not', async ({
  page,
  wordpress,
  revalidate,
}) => {
  const slug = `companion-case-study-${Date.now()}`;
  const title = 'A Norwegian port operator wins a terminal contract';
  const post = await wordpress.cli.createPost({
    title: 'How a Norwegian port operator won its first Saudi terminal contract',
    slug,
    categories: ['story'],
    tags: ['Tender Management'],
    // The newest story: /services shows the newest three.
    date: '2026-03-05 09:00',
    content: paragraph('The story behind the figures.'),
  });
  const fields: Record<string, string> = {
    wasla_case_title: title,
    wasla_case_country: 'Norway',
    wasla_case_sector: 'Logistics',
    wasla_case_buyer: 'A port authority',
    wasla_case_scope: 'Operation of a container terminal',
    wasla_case_outcomes: 'SAR 9M | contract value\n5 years | contract term',
    wasla_case_title_ar: 'مشغل موانئ نرويجي يفوز بعقد محطة',
    wasla_case_sector_ar: 'الخدمات اللوجستية',
    wasla_case_buyer_ar: 'هيئة موانئ',
    wasla_case_scope_ar: 'تشغيل محطة حاويات',
    wasla_case_outcomes_ar: '9 مليون ريال | قيمة العقد',
  };
  try {
    await wordpress.tool('post-meta', String(post.id), ...Object.entries(fields).flat());
    await revalidate();

    await page.goto('/services');
    // The seeded stories have no case study fields: only this one is shown.
    const card = page.locator('main .case-list > li');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/stories/${slug}`,
    );
    await expect(card.locator('.case-sector')).toHaveText('Logistics · Norway');
    await expect(card.locator('.case-outcomes dd')).toHaveText(['SAR 9M', '5 years']);

    await page.goto('/ar/services');
    await expect(page.locator('main .case-list > li h3')).toHaveText(fields.wasla_case_title_ar!);
    await expect(page.locator('main .case-list .case-outcomes dd')).toHaveText('9 مليون ريال');
  } finally {
    await wordpress.cli.deletePost(post.id, { force: true });
    await revalidate();
  }
});

test('a team set in WordPress (the wasla_team option) is the one /our-team shows after the webhook; unset, the site shows content/team.json again', async ({
  page,
  wordpress,
  revalidate,
}) => {
  const newcomer = {
    name: 'Layla Example',
    role: 'Compliance Partner',
    focus: 'Certificates and integrity',
    bio: 'Joined to lead compliance.',
  };
  const fileMember = page.getByRole('heading', { level: 3, name: 'Managing Partner' });
  try {
    await wordpress.cli.setOption('wasla_team', { leadership: [newcomer], practice: [] });
    await revalidate();
    await page.goto('/our-team');
    await expect(page.getByRole('heading', { level: 3, name: newcomer.name })).toBeVisible();
    await expect(fileMember).toHaveCount(0);
  } finally {
    await wordpress.cli.setOption('wasla_team', '');
    await revalidate();
  }
  await page.reload();
  await expect(fileMember).toBeVisible();
});

test('the company’s facts set in WordPress (the wasla_company option) are what every footer, /contact-us and its LocalBusiness show after the webhook; unset, the file’s again', async ({
  page,
  wordpress,
  revalidate,
}) => {
  // A confirmed number (no "sample"), so structured data states it too.
  const phone = { display: '+966 12 600 7788', tel: '+966126007788' };
  const shipped = fileCompany.phone;
  const localBusiness = async () =>
    (
      await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
    ).find((data) => data['@type'] === 'ContactPage')?.about;
  try {
    await wordpress.cli.setOption('wasla_company', { ...fileCompany, phone });
    await revalidate();
    await page.goto('/contact-us');
    for (const where of [page.locator('main'), page.getByTestId('site-footer')])
      await expect(where.locator(`a[href="tel:${phone.tel}"]`)).toHaveText(phone.display);
    await expect(page.locator(`a[href="tel:${shipped.tel}"]`)).toHaveCount(0);
    expect((await localBusiness()).telephone).toBe(phone.tel);
  } finally {
    await wordpress.cli.setOption('wasla_company', '');
    await revalidate();
  }
  await page.reload();
  await expect(page.getByTestId('site-footer').locator(`a[href="tel:${shipped.tel}"]`)).toHaveText(
    shipped.display,
  );
});

test('npm run launch:check with WordPress configured lists WordPress’s sample facts and sample story with its case study, and passes once they are replaced', async ({
  wordpress,
}) => {
  const readyContent = path.join(repoRoot, 'tests/fixtures/launch-ready/content');
  const ready = JSON.parse(readFileSync(path.join(readyContent, 'company.json'), 'utf8'));
  const launchCheck = () =>
    spawnSync(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['--conditions=react-server', 'scripts/launch-check.ts', '--content', readyContent],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          ...launchReadyEnv,
          NEXT_PUBLIC_WPGRAPHQL_URL: wordpress.graphqlUrl,
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
  const slug = `launch-sample-story-${Date.now()}`;
  const post = await wordpress.cli.createPost({
    title: 'A sample story still in place',
    slug,
    categories: ['story'],
    tags: ['Sample'],
    content: paragraph('Invented.'),
  });
  try {
    await wordpress.tool(
      'post-meta',
      String(post.id),
      ...['wasla_case_sector', 'Logistics', 'wasla_case_buyer', 'A port authority'],
      ...['wasla_case_scope', 'A terminal', 'wasla_case_outcomes', 'SAR 9M | value'],
    );
    await wordpress.cli.setOption('wasla_company', {
      ...ready,
      phone: { display: '+966 12 600 7788', tel: '+966126007788', sample: true },
    });
    const listed = launchCheck();
    expect(listed.stdout).toContain(
      'WordPress option wasla_company: sample phone +966 12 600 7788',
    );
    expect(listed.stdout).toContain(
      `WordPress: sample post and its case study "A sample story still in place" (${slug})`,
    );
    // The ready fixture's own files are not what the site shows: nothing else is listed.
    expect(listed.stdout).toMatch(/^Not ready to launch: 2 items to resolve\./);
    expect(listed.status).toBe(1);

    await wordpress.cli.setOption('wasla_company', ready);
    await wordpress.cli.deletePost(post.id, { force: true });
    const passed = launchCheck();
    expect(passed.stdout).toMatch(/^Ready to launch/);
    expect(passed.status).toBe(0);
  } finally {
    await wordpress.cli.deletePost(post.id, { force: true }).catch(() => undefined);
    await wordpress.cli.setOption('wasla_company', '');
  }
});
