import type { Crumb } from './structured-data';
import { areas } from '@/site/areas';
import { pages } from '@/site/pages';
import { services } from '@/site/services';

const names = new Map<string, string>([
  ...Object.values(pages).map((copy) => [copy.path, copy.title] as const),
  ...[...services, ...areas].map((offering) => [offering.path, offering.name] as const),
]);

/**
 * Home, then each ancestor of the path that is a page of its own (there is no /legal page, so
 * the legal pages sit directly under home), then the page.
 */
export function breadcrumbTrail(path: string, title: string): Crumb[] {
  const trail: Crumb[] = [{ name: 'Home', path: '/' }];
  const segments = path.split('/').filter(Boolean);
  segments.slice(0, -1).forEach((_, index) => {
    const ancestor = `/${segments.slice(0, index + 1).join('/')}`;
    const name = names.get(ancestor);
    if (name) trail.push({ name, path: ancestor });
  });
  trail.push({ name: title, path });
  return trail;
}
