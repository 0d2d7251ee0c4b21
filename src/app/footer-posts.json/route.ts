import { contentMessages } from '@/lib/content-client/errors';
import { loadFooterPosts } from '@/server/posts/links';

/**
 * The footer's Blogs column, fetched when the footer comes into view: titles and slugs only.
 * Read per request from the content cache (so the refresh interval and /api/revalidate apply);
 * 503 when the content service fails and nothing is cached.
 */
export async function GET() {
  const posts = await loadFooterPosts();
  return posts
    ? Response.json({ posts }, { headers: { 'Cache-Control': 'no-cache' } })
    : Response.json(
        { message: contentMessages.postsFailed },
        { status: 503, headers: { 'Cache-Control': 'no-store' } },
      );
}
