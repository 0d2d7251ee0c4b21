import 'server-only';
import { postPath, toListCard } from '@/lib/content-client/cards';
import type { PostCategory, PostSummary } from '@/lib/content-client/types';
import { newsPostsPerTab } from '@/site/navigation';
import { getPostListPage } from './posts';

/** A post shown in the header's news menu: where it leads and its list-card image. */
export interface NewsPostLink {
  id: string;
  title: string;
  href: string;
  image: string;
}

export interface NewsPosts {
  blogs: NewsPostLink[];
  success: NewsPostLink[];
}

const newsLinks = (posts: readonly PostSummary[]): NewsPostLink[] =>
  posts.slice(0, newsPostsPerTab).map((post) => {
    const card = toListCard(post);
    return { id: card.id, title: card.title, href: postPath(post), image: card.image };
  });

/** The newest posts of a category through the server content client (cached, stale-if-error); none if it fails. */
async function firstPosts(category: PostCategory): Promise<NewsPostLink[]> {
  try {
    return newsLinks((await getPostListPage(category, 1))?.posts ?? []);
  } catch {
    return [];
  }
}

/**
 * The news menu's posts: the first 2 of category 'blog' and of 'story'. Never rejects: if the
 * content service fails, the menu says there are no posts.
 */
export async function loadNewsPosts(): Promise<NewsPosts> {
  const [blogs, success] = await Promise.all([firstPosts('blog'), firstPosts('story')]);
  return { blogs, success };
}
