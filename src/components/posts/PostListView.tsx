import type { Metadata } from 'next';
import { Hero } from '@/components/sections/Hero';
import { PageSections } from '@/components/sections/PageSections';
import { Notice } from '@/components/ui/Notice';
import type { PostCategory } from '@/lib/content-client/types';
import type { PostListPage } from '@/server/posts/fetch';
import { pageMetadata } from '@/lib/metadata';
import { postCategories } from '@/site/post-categories';
import type { Locale } from '@/site/locale';
import { wordsFor } from '@/site/words';
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
  locale,
}: {
  category: PostCategory;
  page: number;
  list: PostListPage | null;
  unavailable: boolean;
  locale: Locale;
}) {
  const words = wordsFor(locale);
  const { path, noun } = words.postCategories.postCategories[category];
  const copy = words.pages[path];
  const { postList } = words.chrome.chromeWords;
  return (
    <>
      <Hero
        heading={copy.heading}
        intro={copy.intro}
        eyebrow={page > 1 ? postList.page.replace('{page}', String(page)) : undefined}
      />
      <section className="container-page py-16" data-testid="post-list">
        {list && list.posts.length > 0 ? (
          <PostGrid posts={list.posts} label={copy.title} />
        ) : (
          <Notice role="status" size="large">
            {(unavailable ? postList.unavailable : postList.none).replace('{noun}', noun)}
          </Notice>
        )}
        {list ? (
          <Pagination
            basePath={path}
            page={list.page}
            totalPages={list.totalPages}
            hasNextPage={list.hasNextPage}
            words={words.chrome.chromeWords.posts}
          />
        ) : null}
      </section>
      {page === 1 && copy.sections.length > 0 ? (
        <PageSections sections={copy.sections} words={words.chrome.chromeWords.sections} />
      ) : null}
    </>
  );
}

/** Page `page` of a category's list: its title, the copy's description, its own canonical link. */
export function postListMetadata(category: PostCategory, page: number, locale: Locale): Metadata {
  const { path } = postCategories[category];
  const words = wordsFor(locale);
  const copy = words.pages[path];
  const pageName = words.chrome.chromeWords.postList.page.replace('{page}', String(page));
  return pageMetadata({
    path: listPageHref(path, page),
    title: page > 1 ? `${copy.title} — ${pageName}` : copy.title,
    description: copy.description,
    locale,
  });
}
