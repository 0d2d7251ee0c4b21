import { accountPaths } from './account-copy';
import { areas, areasPath } from './areas';
import { pages, type PagePath } from './pages';
import { services, servicesPath } from './services';

/** Which layout frames a route: default (header and footer), bare (neither), or parallex. */
export type LayoutName = 'default' | 'bare' | 'parallex';

export interface RouteInfo {
  path: string;
  layout: LayoutName;
  /** Listed in sitemap.xml and open to crawlers in robots.txt (the style guide and personal pages are not). */
  public: boolean;
}

/** The pages framed by another layout than the default. */
const layouts: Partial<Record<PagePath, LayoutName>> = {
  '/vision': 'bare',
  '/register': 'bare',
  [accountPaths.verifyEmail]: 'bare',
  [accountPaths.forgotPassword]: 'bare',
  [accountPaths.resetPassword]: 'bare',
  '/testtt': 'bare',
  '/parallex': 'parallex',
};

/** The pages kept out of the sitemap and closed to crawlers. */
const unlisted: ReadonlySet<string> = new Set<PagePath>([
  '/profile',
  '/search',
  '/testtt',
  ...Object.values(accountPaths),
]);

/** The service and area pages, listed after their overview. */
const offeringsUnder: Partial<Record<PagePath, readonly { path: string }[]>> = {
  [servicesPath]: services,
  [areasPath]: areas,
};

const route = (path: string, layout: LayoutName = 'default'): RouteInfo => ({
  path,
  layout,
  public: !unlisted.has(path),
});

/** Every fixed route of the site (post pages come from the content service). */
export const siteRoutes: readonly RouteInfo[] = (Object.keys(pages) as PagePath[]).flatMap(
  (path) => [
    route(path, layouts[path]),
    ...(offeringsUnder[path] ?? []).map((offering) => route(offering.path)),
  ],
);
