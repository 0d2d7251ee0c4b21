import { buildMenuPreviews } from '@/components/header/header-data';

// Built once: the previews are site copy, the same for every visitor until the next build.
export const dynamic = 'force-static';

/** The header mega-menus' previews, fetched by a menu panel when it first opens. */
export function GET() {
  return Response.json(buildMenuPreviews());
}
