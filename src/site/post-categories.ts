/**
 * The post categories the site lists, each under its own address. A post's category is the
 * first entry here (other than the default) that one of its category names equals, compared
 * trimmed and case-insensitively, as WordPress authors type them; any other post is a blog post.
 * Adding a category is one entry here, plus its list page's words (a module in src/site/pages/
 * and its row in the page table) and its two route files.
 */
export const postCategories = {
  blog: {
    /** The WordPress category slug and name the posts carry. */
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

/** True when a category name (as a post carries it) is `category`. */
export function isCategoryName(name: string, category: PostCategory): boolean {
  return name.trim().toLowerCase() === postCategories[category].slug;
}

/** The category a post with these category names is listed and addressed under. */
export function categoryOf(names: readonly string[]): PostCategory {
  return (
    categoryKeys.find(
      (category) =>
        category !== defaultPostCategory && names.some((name) => isCategoryName(name, category)),
    ) ?? defaultPostCategory
  );
}
