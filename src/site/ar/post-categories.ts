import { postCategories as englishCategories, type PostCategory } from '../post-categories';

export {
  categoryOf,
  defaultPostCategory,
  isCategorySlug,
  sampleTag,
  type PostCategory,
} from '../post-categories';

/** The post categories with their words in Arabic; slugs and addresses are the English ones. */
export const postCategories = {
  blog: {
    ...englishCategories.blog,
    label: 'المدونة',
    noun: 'مقالات',
    relatedHeading: 'مقالات ذات صلة',
  },
  story: {
    ...englishCategories.story,
    label: 'قصص النجاح',
    noun: 'قصص نجاح',
    relatedHeading: 'المزيد من قصص النجاح',
  },
} as const satisfies Record<
  PostCategory,
  { slug: string; path: string; label: string; noun: string; relatedHeading: string }
>;
