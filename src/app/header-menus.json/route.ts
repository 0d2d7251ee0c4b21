import { buildHeaderMenus } from '@/components/header/header-data';

// Built once: the menus are site copy, the same for every visitor until the next build.
export const dynamic = 'force-static';

/** What the header's menus show when opened, fetched when the visitor first reaches for one. */
export function GET() {
  return Response.json(buildHeaderMenus('en'));
}
