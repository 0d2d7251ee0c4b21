import { loadNewsPosts } from '@/server/posts/links';

/**
 * The news menu's newest posts, fetched when it first opens. Read per request from the content
 * cache (so the refresh interval and /api/revalidate apply); never fails: none if the content
 * service does not answer.
 */
export async function GET() {
  return Response.json(await loadNewsPosts(), { headers: { 'Cache-Control': 'no-cache' } });
}
