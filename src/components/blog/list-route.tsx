import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Hero } from '@/components/sections/Hero';
import { PageSections } from '@/components/sections/PageSections';
import { Notice } from '@/components/ui/Notice';
import type { PostCategory } from '@/lib/content-client/types';
import { pageMetadata } from '@/lib/metadata';
import { log } from '@/server/log';
import { getPostListPage } from '@/server/content/posts';
import type { PostListPage } from '@/server/content/post-reader';
import { pages } from '@/site/pages';
import { listPageHref, Pagination } from './Pagination';
import { PostGrid } from './PostCard';

type ListProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** ?page=N as a page number: 1 when absent, null when it is not a plain positive number. */
export function pageNumber(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  return typeof value === 'string' && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

const lists = {
  blog: { path: '/blog', noun: 'articles' },
  story: { path: '/stories', noun: 'success stories' },
} as const;

/**
 * /blog and /stories: the hero from the page copy, then the category's cards, newest first,
 * 10 a page with real links between pages. If the content service fails and nothing is
 * cached, the page still answers 200 with an empty state.
 */
export function listRoute(category: PostCategory) {
  const { path, noun } = lists[category];
  const copy = pages[path];

  async function generateMetadata({ searchParams }: ListProps): Promise<Metadata> {
    const page = pageNumber((await searchParams).page) ?? 1;
    return pageMetadata({
      path: listPageHref(path, page),
      title: page > 1 ? `${copy.title} — page ${page}` : copy.title,
      description: copy.description,
    });
  }

  async function ListRoutePage({ searchParams }: ListProps) {
    const page = pageNumber((await searchParams).page);
    if (page === null) notFound();
    let list: PostListPage | null = null;
    let unavailable = false;
    try {
      list = await getPostListPage(category, page);
    } catch (error) {
      log.error({ err: error, category, page }, 'Post list unavailable');
      unavailable = true;
    }
    if (!list && !unavailable) notFound();
    return (
      <>
        <Hero
          heading={copy.heading}
          intro={copy.intro}
          eyebrow={page > 1 ? `Page ${page}` : undefined}
        />
        <section className="container-page py-16" data-testid="post-list">
          {list && list.posts.length > 0 ? (
            <PostGrid posts={list.posts} label={copy.title} />
          ) : (
            <Notice role="status" size="large">
              {unavailable
                ? `We cannot load the ${noun} right now. Please try again in a few minutes.`
                : `No ${noun} have been published yet.`}
            </Notice>
          )}
          {list ? (
            <Pagination
              basePath={path}
              page={list.page}
              totalPages={list.totalPages}
              hasNextPage={list.hasNextPage}
            />
          ) : null}
        </section>
        {page === 1 && copy.sections.length > 0 ? <PageSections sections={copy.sections} /> : null}
      </>
    );
  }

  return { generateMetadata, Page: ListRoutePage };
}
