import { jsonAnswer } from '@/server/http';

export const dynamic = 'force-dynamic';

/** The id of the build this server runs; the browser compares it with its own to notice a newer build. */
export function GET() {
  return jsonAnswer({ buildId: process.env.NEXT_PUBLIC_BUILD_ID ?? 'development' });
}
