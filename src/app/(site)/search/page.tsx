import { copyRoute } from '@/app/_pages/routes';
import { requestLocale, requestWords } from '@/components/locale/request-locale';
import { SearchResults } from '@/components/search/SearchResults';
import { Hero } from '@/components/sections/Hero';
import { pageQuery } from '@/server/page-query';
import { searchSite } from '@/server/search/site-search';

const route = copyRoute('/search', { noIndex: true });
// Result lists depend on the query: keep them out of search engines.
export const generateMetadata = route.generateMetadata;

export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const copy = await route.words();
  const locale = await requestLocale();
  // Pages match in either language and are listed in the page's.
  const results = await searchSite((await pageQuery('/search', searchParams)).q, locale);
  return (
    <>
      <Hero heading={copy.heading} intro={copy.intro} />
      <SearchResults results={results} locale={locale} words={(await requestWords()).navigation} />
    </>
  );
}
