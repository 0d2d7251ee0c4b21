import { blogFeedXml } from '@/server/posts/feed';
import { getPostIndex } from '@/server/posts/cache';
import { log } from '@/server/log';

// Built per request from the cached post index, so SITE_URL and new posts are always current.
export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    const xml = blogFeedXml(await getPostIndex());
    return new Response(xml, {
      headers: {
        'Content-Type': 'application/rss+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
      },
    });
  } catch (error) {
    log.error({ err: error }, 'Blog feed unavailable');
    return new Response('The feed is unavailable. Please try again later.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' },
    });
  }
}
