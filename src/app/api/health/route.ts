export const dynamic = 'force-dynamic';

/** GET /api/health: the process is up and answering. Checks no dependency (see /api/ready). */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
