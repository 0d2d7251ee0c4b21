import 'server-only';
import { postPath, toListCard } from '@/lib/posts/cards';
import { detectLanguage } from '@/lib/posts/language';
import type { PostCategory, PostSummary } from '@/lib/content-client/types';
import { log } from '@/server/log';
import { footerPostLimit, newsPostsPerTab } from '@/site/navigation';
import { getPostListPage, getPostsAbout } from './cache';

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

/** A post in the footer's Blogs column: its title and slug (it lives at /blog/{slug}). */
export interface FooterPost {
  title: string;
  slug: string;
  /** The language its title is written in (`lang`): a page of the other language marks it. */
  lang: string;
}

/**
 * The footer's Blogs column: the newest blog posts, at most `footerPostLimit`, from the cached
 * post index; null (logged) when the content service fails and nothing is cached.
 */
export async function loadFooterPosts(): Promise<FooterPost[] | null> {
  try {
    const posts = await getPostsAbout({ category: 'blog', limit: footerPostLimit });
    return posts.map(({ title, slug }) => ({
      title,
      slug,
      lang: detectLanguage(title).language,
    }));
  } catch (error) {
    log.warn({ err: error }, 'Footer posts unavailable');
    return null;
  }
}
