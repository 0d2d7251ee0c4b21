import type { Metadata } from 'next';
import { Hero } from '@/components/sections/Hero';
import { PageSections } from '@/components/sections/PageSections';
import { Notice } from '@/components/ui/Notice';
import type { PostCategory } from '@/lib/content-client/types';
import type { PostListPage } from '@/server/posts/fetch';
import { pageMetadata } from '@/lib/metadata';
import { pages } from '@/site/pages';
import { postCategories } from '@/site/post-categories';
import { listPageHref, Pagination } from './Pagination';
import { PostGrid } from './PostCard';

/**
 * /blog and /stories: the hero from the page copy, then the category's cards, newest first,
 * with real links between pages; an empty state when there are none or they cannot be read.
 */
export function PostListView({
  category,
  page,
  list,
  unavailable,
}: {
  category: PostCategory;
  page: number;
  list: PostListPage | null;
  unavailable: boolean;
}) {
  const { path, noun } = postCategories[category];
  const copy = pages[path];
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

/** Page `page` of a category's list: its title, the copy's description, its own canonical link. */
export function postListMetadata(category: PostCategory, page: number): Metadata {
  const { path } = postCategories[category];
  const copy = pages[path];
  return pageMetadata({
    path: listPageHref(path, page),
    title: page > 1 ? `${copy.title} — page ${page}` : copy.title,
    description: copy.description,
  });
}
