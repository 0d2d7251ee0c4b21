import { Link } from '@/components/ui/Link';
import type { SiteSearchResults } from '@/server/search/site-search';
import { localePath, type Locale } from '@/site/locale';
import { searchPath } from '@/site/search';
import type { SiteWords } from '@/site/words';
import { SiteSearchForm } from './SiteSearchForm';

/** A query written in Arabic script, marked as Arabic inside the heading (its own direction). */
const arabicScript = /\p{Script=Arabic}/u;

/** The /search page's body: the search box again, the count, then the matching pages and posts. */
export function SearchResults({
  results,
  locale,
  words,
}: {
  results: SiteSearchResults;
  locale: Locale;
  words: SiteWords['navigation'];
}) {
  const { headerText, searchText } = words;
  const { query, pages, posts, postsFailed } = results;
  const count = pages.length + posts.length;
  const arabic = arabicScript.test(query);
  return (
    <div className="container-page grid gap-10 py-16">
      <div className="max-w-xl">
        <SiteSearchForm
          id="search-page-input"
          text={headerText.search}
          action={localePath(locale, searchPath)}
          defaultValue={query}
          tone="light"
        />
      </div>
      {query ? (
        <>
          <h2 className="text-2xl font-bold text-teal-950">
            {searchText.resultsFor(count)} “<bdi lang={arabic ? 'ar' : undefined}>{query}</bdi>”
          </h2>
          {pages.length > 0 ? (
            <ResultList title={searchText.pages} testId="search-results-pages" results={pages} />
          ) : null}
          {posts.length > 0 ? (
            <ResultList title={searchText.posts} testId="search-results-posts" results={posts} />
          ) : null}
          {count === 0 && !postsFailed ? (
            <p className="text-muted">{searchText.noResults(query)}</p>
          ) : null}
          {postsFailed ? (
            <p role="status" className="text-muted">
              {searchText.postsFailed}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-muted">{searchText.enterQuery}</p>
      )}
    </div>
  );
}

function ResultList({
  title,
  testId,
  results,
}: {
  title: string;
  testId: string;
  results: { title: string; href: string; excerpt: string }[];
}) {
  return (
    <section aria-label={title} data-testid={testId}>
      <h3 className="text-sm font-semibold uppercase tracking-wider text-gold-700">{title}</h3>
      <ol className="mt-4 grid gap-6">
        {results.map((result) => (
          <li key={result.href}>
            <Link
              href={result.href}
              className="text-lg font-semibold text-teal-900 underline-offset-4 hover:underline"
            >
              {result.title}
            </Link>
            <p className="mt-1 max-w-[72ch] text-sm text-ink">{result.excerpt}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
