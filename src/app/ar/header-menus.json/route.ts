import { buildHeaderMenus } from '@/components/header/header-data';

// Built once, as the English menus are (src/app/header-menus.json): the Arabic pages' menus.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildHeaderMenus('ar'));
}
