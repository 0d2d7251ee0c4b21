import 'server-only';
import { postPath, selectCategory, toListCard } from '@/lib/content-client/cards';
import { createContentClient } from '@/lib/content-client/client';
import type { BlogPost } from '@/lib/content-client/types';
import { executeBuiltIn } from '@/server/content/executor';
import { noNewsPosts, type NewsPostLink, type NewsPosts } from './header-data';
import { newsPostsPerTab } from './header-state';

// Temporary: the built-in source in-process until the server content client lands.
const contentClient = createContentClient((request) => executeBuiltIn(request));

const newsLinks = (posts: BlogPost[]): NewsPostLink[] =>
  posts.slice(0, newsPostsPerTab).map((post) => {
    const card = toListCard(post);
    return { id: card.id, title: card.title, href: postPath(post), image: card.image };
  });

/**
 * The news menu's posts: the first 2 of category 'blog' and of 'story' among the latest posts.
 * Never rejects: if the content service fails, the menu says there are no posts.
 */
export async function loadNewsPosts(): Promise<NewsPosts> {
  try {
    const posts = await contentClient.getPosts();
    return { blogs: newsLinks(selectCategory(posts, 'blog')), success: newsLinks(selectCategory(posts, 'story')) };
  } catch {
    return noNewsPosts;
  }
}
