import 'server-only';
import { PAGE_QUERY_PARAMETERS, pageQueryEntries, type QueryPagePath } from '#host/shared';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type QueryOf<P extends QueryPagePath> = Partial<
  Record<(typeof PAGE_QUERY_PARAMETERS)[P][number], string>
>;

/**
 * The query parameters the page at `path` reads, as the page cache keys it: only those named
 * for it in PAGE_QUERY_PARAMETERS (#host/shared), each its first value.
 */
export async function pageQuery<P extends QueryPagePath>(
  path: P,
  searchParams: SearchParams,
): Promise<QueryOf<P>> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams))
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined) search.append(name, one);
  return Object.fromEntries(pageQueryEntries(path, search)) as QueryOf<P>;
}
