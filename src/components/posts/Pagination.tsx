import { Link } from '@/components/ui/Link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { chromeWords, type ChromeWords } from '@/site/chrome';

/** ?page=N as a page number: 1 when absent, null when it is not a plain positive number. */
export function pageNumber(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  return typeof value === 'string' && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/** The URL of page `page` of a list: the list itself for page 1, ?page=N after it. */
export function listPageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}

// `.page-link` (globals.css), and its current page: a class name per link, not its utilities.
const linkClass = 'page-link';

/** Real links between pages of a list (no infinite scroll): newer, numbered pages, older. */
export function Pagination({
  basePath,
  page,
  totalPages,
  hasNextPage,
  words = chromeWords.posts,
}: {
  basePath: string;
  page: number;
  totalPages: number | null;
  hasNextPage: boolean;
  /** In the list's language (English by default). */
  words?: ChromeWords['posts'];
}) {
  if (page === 1 && !hasNextPage) return null;
  const pages = totalPages ? Array.from({ length: totalPages }, (_, index) => index + 1) : [];
  return (
    <nav aria-label={words.pagination} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={listPageHref(basePath, page - 1)} rel="prev" className={linkClass}>
              <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {words.newer}
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={linkClass}>
                <span className="sr-only">{words.page} </span>
                {number}
              </span>
            ) : (
              <Link href={listPageHref(basePath, number)} className={linkClass}>
                <span className="sr-only">{words.page} </span>
                {number}
              </Link>
            )}
          </li>
        ))}
        {hasNextPage ? (
          <li>
            <Link href={listPageHref(basePath, page + 1)} rel="next" className={linkClass}>
              {words.older} <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
