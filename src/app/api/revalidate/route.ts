import { handleRevalidate } from '@/server/content/revalidate';

export const POST = handleRevalidate;

export function GET() {
  return Response.json(
    { success: false, message: 'Use POST with the secret in the x-revalidate-secret header.' },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  );
}
