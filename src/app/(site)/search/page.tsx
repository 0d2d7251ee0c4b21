import { SearchResults } from '@/components/search/SearchResults';
import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';
import { pageQuery } from '@/server/page-query';
import { searchSite } from '@/server/search/site-search';
import { pages } from '@/site/pages';

const copy = pages['/search'];
// Result lists depend on the query: keep them out of search engines.
export const metadata = pageMetadata({ ...copy, noIndex: true });

export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const results = await searchSite((await pageQuery('/search', searchParams)).q);
  return (
    <>
      <Hero heading={copy.heading} intro={copy.intro} />
      <SearchResults results={results} />
    </>
  );
}
