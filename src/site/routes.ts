import { areas } from './areas';
import { productPaths } from './config';
import { searchPath } from './search';
import { services } from './services';

/** Which layout frames a route: default (header and footer), bare (neither), or parallex. */
export type LayoutName = 'default' | 'bare' | 'parallex';

export interface RouteInfo {
  path: string;
  layout: LayoutName;
  /** Listed in sitemap.xml and open to crawlers in robots.txt (the style guide and personal pages are not). */
  public: boolean;
}

const page = (path: string, layout: LayoutName = 'default', isPublic = true): RouteInfo => ({
  path,
  layout,
  public: isPublic,
});

/** Every fixed route of SPEC §2 (post pages come from the content service). */
export const siteRoutes: readonly RouteInfo[] = [
  page('/'),
  page('/services'),
  ...services.map((service) => page(service.path)),
  page('/area-of-focus'),
  ...areas.map((area) => page(area.path)),
  page('/blog'),
  page('/stories'),
  page('/stories/details'),
  page('/government-projects'),
  page('/culture'),
  page('/our-team'),
  page('/partners'),
  page('/media'),
  page('/pricing'),
  page('/contact-us'),
  page(productPaths.jobs),
  page(productPaths.workingAt),
  page(productPaths.birth),
  page('/legal/terms'),
  page('/legal/privacy'),
  page('/profile', 'default', false),
  page(searchPath, 'default', false),
  page('/vision', 'bare'),
  page('/register', 'bare'),
  page('/testtt', 'bare', false),
  page('/parallex', 'parallex'),
];
