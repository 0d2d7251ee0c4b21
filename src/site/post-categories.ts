/**
 * The post categories the site lists, each under its own address. A post's category is the
 * first entry here (other than the default) whose slug one of its categories has; any other
 * post is a blog post. A category is known by its slug only: editors rename categories (the
 * name is for display), and WordPress's own `categoryName` filter takes the slug too.
 * Adding a category is one entry here, plus its list page's words (a module in src/site/pages/
 * and its row in the page table) and its two route files.
 */
export const postCategories = {
  blog: {
    /** The WordPress category slug the posts carry. */
    slug: 'blog',
    path: '/blog',
    /** The list's name: the post page's link back to it and the BlogPosting's articleSection. */
    label: 'Blog',
    /** What the list holds, in "No articles have been published yet." */
    noun: 'articles',
    /** Heading of a post's related posts. */
    relatedHeading: 'Related articles',
  },
  story: {
    slug: 'story',
    path: '/stories',
    label: 'Success stories',
    noun: 'success stories',
    relatedHeading: 'More success stories',
  },
} as const;

export type PostCategory = keyof typeof postCategories;

/** Where posts that name no listed category go. */
export const defaultPostCategory: PostCategory = 'blog';

const categoryKeys = Object.keys(postCategories) as PostCategory[];

/** True when a category slug (as a post carries it) is `category`'s. */
export function isCategorySlug(slug: string, category: PostCategory): boolean {
  return slug.trim().toLowerCase() === postCategories[category].slug;
}

/** The category a post with these category slugs is listed and addressed under. */
export function categoryOf(slugs: readonly string[]): PostCategory {
  return (
    categoryKeys.find(
      (category) =>
        category !== defaultPostCategory && slugs.some((slug) => isCategorySlug(slug, category)),
    ) ?? defaultPostCategory
  );
}

/**
 * The tag that marks a post as sample content (invented stories, authors and figures): an editor
 * tags a post "Sample" in WordPress; a file under content/posts/ says `sample: true`. The site
 * shows such a post with a "sample" tag instead of listing "Sample" among its topics.
 */
export const sampleTag = { name: 'Sample', slug: 'sample' } as const;
