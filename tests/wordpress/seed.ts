import path from 'node:path';
import { repoRoot } from '../support/wordpress/kit';
import type { PostInput, WpMedia } from '../support/wordpress/cli';
import type { WordPress } from '../support/wordpress/wordpress';

/**
 * The content the WordPress suite reads: what editors write in wp-admin, made through the kit's
 * content CLI before the site starts reading. Dates are the site's local time (Asia/Riyadh).
 * Tests that change content make their own posts; these stay as they are for the whole run
 * (tests that must change one of them restore it).
 */

const coverFile = path.join(
  repoRoot,
  'public',
  'images',
  'posts',
  'how-the-etimad-portal-works-for-suppliers.webp',
);
const chartFile = path.join(repoRoot, 'public', 'placeholder.png');

const paragraph = (html: string) => `<!-- wp:paragraph -->\n<p>${html}</p>\n<!-- /wp:paragraph -->`;
const heading = (text: string, level = 2, anchor?: string) => {
  const attributes = JSON.stringify({
    ...(level !== 2 ? { level } : {}),
    ...(anchor ? { anchor } : {}),
  });
  const id = anchor ? ` id="${anchor}"` : '';
  return `<!-- wp:heading${attributes === '{}' ? '' : ` ${attributes}`} -->\n<h${level} class="wp-block-heading"${id}>${text}</h${level}>\n<!-- /wp:heading -->`;
};
const blocks = (...parts: string[]) => parts.join('\n\n');

/** Twelve ordinary blog posts, 1–12 January 2026: with the others, /blog has two pages. */
export const fieldNotes = Array.from({ length: 12 }, (_, index) => {
  const day = index + 1;
  return {
    slug: `field-note-${String(day).padStart(2, '0')}`,
    title: `Field note ${day}: tender deadlines in week ${day}`,
    date: `2026-01-${String(day).padStart(2, '0')} 10:15`,
  };
});

/** A post as the editor saves it: a heading with an anchor, a code block, a video, an image, links. */
export const richPost = {
  slug: 'registering-as-a-supplier',
  title: 'Registering as a supplier on Etimad',
  date: '2026-02-01 09:30',
  excerpt: 'A step-by-step guide to the supplier registration.',
  videoId: 'dQw4w9WgXcQ',
  videoCaption: 'Watch the registration, step by step',
  codeText: 'CR-1010-554433',
  anchor: 'documents',
  linkedSlug: 'field-note-01',
};

/** No manual excerpt: WordPress makes one from the content, which starts with a heading. */
export const autoExcerptPost = {
  slug: 'bid-bonds-without-the-jargon',
  title: 'Bid bonds without the jargon',
  date: '2026-02-02 11:00',
  firstHeading: 'Why guarantees matter',
  firstParagraph: 'Every government tender asks for a bid bond',
};

/** A title with an ampersand and quotes, which WordPress "texturizes". */
export const entitiesPost = {
  slug: 'tenders-and-bids-the-buyers-shortlist',
  title: 'Tenders & bids: the buyer\'s "shortlist"',
  /** As WordPress shows it: curly quotes. */
  shownTitle: 'Tenders & bids: the buyer’s “shortlist”',
  date: '2026-02-04 08:00',
};

/** Sticky (pinned) though older than every other blog post. */
export const stickyPost = {
  slug: 'how-we-work-with-bid-teams',
  title: 'How we work with bid teams',
  date: '2025-06-01 09:00',
};

/** An Arabic post with the Arabic slug WordPress makes from its title. */
export const arabicPost = {
  slug: 'كيف-تسجل-كمورد-في-منصة-اعتماد',
  title: 'كيف تسجل كمورد في منصة اعتماد',
  date: '2026-02-03 10:00',
  paragraph: 'تشرح هذه المقالة خطوات تسجيل الشركات الأجنبية كموردين في منصة اعتماد الحكومية.',
};

/** Posts that are not published: never on the site. Their titles all carry `unpublishedMarker`. */
export const unpublishedMarker = 'Unpublished';
export const unpublishedPosts: (PostInput & { title: string; slug: string })[] = [
  { slug: 'draft-plans', title: `${unpublishedMarker}: draft plans`, status: 'draft' },
  { slug: 'pending-review', title: `${unpublishedMarker}: pending review`, status: 'pending' },
  { slug: 'private-memo', title: `${unpublishedMarker}: private memo`, status: 'private' },
  {
    slug: 'scheduled-announcement',
    title: `${unpublishedMarker}: scheduled announcement`,
    status: 'publish',
    // A publish date in the future: WordPress schedules it.
    date: '2030-06-01 09:00',
  },
];

export const stories = {
  featured: {
    slug: 'logistics-firm-becomes-metro-supplier',
    title: 'How a logistics firm became a metro supplier',
    date: '2026-01-20 09:00',
  },
  hospital: {
    slug: 'cleaning-contract-for-two-hospitals',
    title: 'A cleaning contract for two hospitals',
    date: '2026-01-25 09:00',
  },
  arabic: {
    slug: 'قصة-نجاح-شركة-هندسية',
    title: 'قصة نجاح شركة هندسية',
    date: '2026-01-28 09:00',
  },
};

export const authors = {
  sara: { login: 'sara', name: 'Sara Haddad', role: 'author' as const },
  omar: { login: 'omar', name: 'Omar Al-Mutairi', role: 'editor' as const },
};

export interface Seeded {
  cover: WpMedia;
  chart: WpMedia;
  /** Slug → WordPress id of every seeded post. */
  ids: Record<string, number>;
}

/** Runs `tasks` at most `limit` at a time (each is a PHP process). */
async function inParallel<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

export async function seedContent(wordpress: WordPress): Promise<Seeded> {
  const { cli } = wordpress;
  // Uploads one after the other: two at once race to create the month's uploads folder.
  const uploads = (async () => {
    const cover = await cli.uploadMedia(coverFile, {
      alt: 'The Etimad portal on a laptop',
      caption: 'The <em>Etimad</em> portal',
    });
    const chart = await cli.uploadMedia(chartFile, {
      alt: 'A bar chart of tender values',
      caption: 'Tender values by quarter',
    });
    return { cover, chart };
  })();
  const [{ cover: coverImage, chart: chartImage }] = await Promise.all([
    uploads,
    cli.createUser(authors.sara),
    cli.createUser(authors.omar),
  ]);

  const posts: (PostInput & { title: string; slug: string })[] = [
    ...fieldNotes.map((note, index) => ({
      ...note,
      categories: ['blog'],
      tags: ['Field notes'],
      author: index % 2 ? authors.sara.login : undefined,
      excerpt: `What changed in week ${index + 1}.`,
      content: blocks(
        paragraph(`Deadlines that moved in week ${index + 1}, and what bid teams did about them.`),
        heading('What to do'),
        paragraph('Check the portal every morning.'),
      ),
    })),
    {
      slug: richPost.slug,
      title: richPost.title,
      date: richPost.date,
      excerpt: richPost.excerpt,
      author: authors.sara.login,
      categories: ['blog'],
      tags: ['Guides', 'Tenders'],
      featuredImage: { id: coverImage.id },
      content: blocks(
        paragraph(
          `Start with <a href="${wordpress.home}/${richPost.linkedSlug}/">our first field note</a>, then read <a href="#${richPost.anchor}">the documents you need</a>.`,
        ),
        heading('The documents you need', 2, richPost.anchor),
        paragraph('Your commercial registration number looks like this:'),
        `<!-- wp:code -->\n<pre class="wp-block-code"><code>${richPost.codeText}</code></pre>\n<!-- /wp:code -->`,
        `<!-- wp:embed {"url":"https://www.youtube.com/watch?v=${richPost.videoId}","type":"video","providerNameSlug":"youtube","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->\n<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=${richPost.videoId}\n</div><figcaption class="wp-element-caption">${richPost.videoCaption}</figcaption></figure>\n<!-- /wp:embed -->`,
        `<!-- wp:image {"id":${chartImage.id},"sizeSlug":"large","linkDestination":"none"} -->\n<figure class="wp-block-image size-large"><img src="${chartImage.sizes.large ?? chartImage.url}" alt="${chartImage.alt}" class="wp-image-${chartImage.id}"/><figcaption class="wp-element-caption">${chartImage.caption}</figcaption></figure>\n<!-- /wp:image -->`,
        heading('After registration', 3),
        paragraph('Keep your documents current.'),
      ),
    },
    {
      slug: autoExcerptPost.slug,
      title: autoExcerptPost.title,
      date: autoExcerptPost.date,
      categories: ['blog'],
      tags: ['Guides'],
      content: blocks(
        heading(autoExcerptPost.firstHeading),
        paragraph(
          `${autoExcerptPost.firstParagraph}, and most suppliers meet it with a bank guarantee. The amount, the wording and the validity are set by the tender documents, and a guarantee that does not match them gets the bid excluded before anyone reads the technical offer.`,
        ),
        heading('Performance guarantees'),
        paragraph(
          'Once the contract is awarded, the bid bond is returned and a performance guarantee takes its place for the length of the contract, with its own amount and its own rules for release at the end.',
        ),
      ),
    },
    {
      slug: entitiesPost.slug,
      title: entitiesPost.title,
      date: entitiesPost.date,
      categories: ['blog'],
      excerpt: 'Who makes the list, and why.',
      content: paragraph('How buyers shortlist bidders.'),
    },
    {
      slug: stickyPost.slug,
      title: stickyPost.title,
      date: stickyPost.date,
      categories: ['blog'],
      sticky: true,
      excerpt: 'Our way of working, pinned to the top of the blog.',
      content: paragraph('We join your bid team for the length of a tender.'),
    },
    {
      slug: arabicPost.slug,
      title: arabicPost.title,
      date: arabicPost.date,
      categories: ['blog'],
      tags: ['Guides'],
      content: blocks(heading('الخطوة الأولى'), paragraph(arabicPost.paragraph)),
    },
    ...unpublishedPosts.map((post) => ({
      ...post,
      categories: ['blog'],
      content: paragraph(`${unpublishedMarker} words that visitors must never read.`),
    })),
    {
      ...stories.featured,
      categories: ['story'],
      sticky: true,
      tags: ['Logistics'],
      excerpt: 'From first tender to framework agreement.',
      featuredImage: { id: coverImage.id },
      content: blocks(heading('The challenge'), paragraph('A first tender with a tight deadline.')),
    },
    {
      ...stories.hospital,
      categories: ['story'],
      tags: ['Healthcare'],
      excerpt: 'Two hospitals, one contract.',
      content: blocks(heading('The result'), paragraph('A three-year contract.')),
    },
    {
      ...stories.arabic,
      categories: ['story'],
      content: blocks(heading('التحدي'), paragraph('أول مناقصة حكومية للشركة في المملكة.')),
    },
  ];
  const created = await inParallel(
    4,
    posts.map((post) => () => cli.createPost(post)),
  );
  return {
    cover: coverImage,
    chart: chartImage,
    ids: Object.fromEntries(created.map((post) => [post.slug, post.id])),
  };
}
