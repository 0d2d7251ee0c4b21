// The routes of /blog, /stories and their posts, shared by both lists: each joins the server's
// loaders to the blog components and makes the routing decisions (404, redirect).
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { pageNumber } from '@/components/posts/Pagination';
import { postListMetadata, PostListView } from '@/components/posts/PostListView';
import { AuthorPageView, authorMetadata } from '@/components/posts/AuthorPageView';
import { PostPageBody } from '@/components/posts/PostPageBody';
import { ProtectedPostView } from '@/components/posts/ProtectedPostView';
import { postMetadata } from '@/components/posts/post-seo';
import { pageMetadata } from '@/lib/metadata';
import { requestLocale, requestWords } from '@/components/locale/request-locale';
import { localeOfLanguage } from '@/lib/posts/post-locale';
import { localePath, locales } from '@/site/locale';
import { postWords } from '@/site/post-words';
import type { PostCategory } from '@/lib/content-client/types';
import { pageQuery } from '@/server/page-query';
import {
  loadAuthor,
  loadFeaturedStory,
  loadPost,
  loadPostList,
  loadRelatedPosts,
} from '@/server/posts/loaders';
import { postCategories } from '@/site/post-categories';

type ListProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };
type SlugProps = { params: Promise<{ slug: string }> };

/**
 * /blog and /stories: 10 cards a page, ?page=N after the first. A page that does not exist is
 * the 404 page; if the content service fails and nothing is cached, the list answers 200 with
 * an empty state.
 */
export function listRoute(category: PostCategory) {
  const listPage = async (searchParams: ListProps['searchParams']) =>
    pageNumber((await pageQuery(postCategories[category].path, searchParams)).page);

  async function generateMetadata({ searchParams }: ListProps): Promise<Metadata> {
    return postListMetadata(category, (await listPage(searchParams)) ?? 1, await requestLocale());
  }

  async function ListRoutePage({ searchParams }: ListProps) {
    const page = await listPage(searchParams);
    if (page === null) notFound();
    const locale = await requestLocale();
    const { list, unavailable } = await loadPostList(category, page, locale);
    if (!list && !unavailable) notFound();
    return (
      <PostListView
        category={category}
        page={page}
        list={list}
        unavailable={unavailable}
        locale={locale}
      />
    );
  }

  return { generateMetadata, Page: ListRoutePage };
}

/**
 * /blog/{slug} and /stories/{slug}: the post rendered on the server. An unknown slug is the
 * 404 page; a post of the other list is redirected to its own address; a password-protected
 * post is a notice that it is protected (not indexed).
 */
export function postRoute(category: PostCategory) {
  async function generateMetadata({ params }: SlugProps): Promise<Metadata> {
    const loaded = await loadPost((await params).slug);
    if (!loaded || loaded.view.category !== category) return {};
    const { view } = loaded;
    return loaded.post.hasPassword
      ? pageMetadata({
          path: view.path,
          title: view.title,
          description: postWords.protected.notice,
          noIndex: true,
        })
      : postMetadata(view);
  }

  async function PostRoutePage({ params }: SlugProps) {
    const loaded = await loadPost((await params).slug);
    if (!loaded) notFound();
    // A post of the other list moves to its own list, in the language of the address asked for.
    if (loaded.view.category !== category)
      permanentRedirect(localePath(await requestLocale(), loaded.view.path));
    if (loaded.post.hasPassword)
      return <ProtectedPostView title={loaded.view.title} category={category} />;
    return <PostPageBody view={loaded.view} related={await loadRelatedPosts(loaded.post)} />;
  }

  return { generateMetadata, Page: PostRoutePage };
}

/**
 * /blog/authors/{slug}: an author's page (name, role, biography, posts). An author the content
 * service does not know (WordPress shows only users who have published) is the 404 page.
 */
export const authorRoute = {
  async generateMetadata({ params }: SlugProps): Promise<Metadata> {
    const locale = await requestLocale();
    const author = await loadAuthor((await params).slug, locale);
    return author ? authorMetadata(author, locale) : {};
  },
  async Page({ params }: SlugProps) {
    const locale = await requestLocale();
    const author = await loadAuthor((await params).slug, locale);
    if (!author) notFound();
    return <AuthorPageView author={author} locale={locale} />;
  },
};

const featuredPath = '/stories/details';

/** /stories/details: the featured success story, or null when there is none to show. */
export const featuredStoryRoute = {
  /**
   * The story's own metadata where it is written in the page's language (the fixed page exists
   * in both: its twins name each other); null otherwise, so the page's own words describe it
   * (an English story on /ar/stories/details).
   */
  async metadata(): Promise<Metadata | null> {
    const loaded = await loadFeaturedStory();
    if (!loaded) return null;
    if (localeOfLanguage(loaded.view.language.language) !== (await requestLocale())) return null;
    return postMetadata(loaded.view, featuredPath, locales);
  },
  async body() {
    const loaded = await loadFeaturedStory();
    if (!loaded) return null;
    return (
      <PostPageBody
        view={loaded.view}
        related={await loadRelatedPosts(loaded.post)}
        path={featuredPath}
        eyebrow={(await requestWords()).pages[featuredPath].heading}
      />
    );
  },
};
