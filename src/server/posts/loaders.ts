import 'server-only';
import { cache } from 'react';
import type { PostCategory, PostPage, PostSummary } from '@/lib/content-client/types';
import { log } from '@/server/log';
import { postsPerPage, type PostListPage } from './fetch';
import { summaryLocale } from '@/lib/posts/post-locale';
import type { Locale } from '@/site/locale';
import { toPostView, type PostView } from './view';
import type {
  CaseStudy,
  CasesSection,
  PageSection,
  PostsSection,
  TeamMember,
  TeamSection,
} from '@/site/sections';
import { parseContent, teamSchema } from '@/site/content-schema';
import type { Company } from '@/site/company';
import { loadCompany } from '@/server/company';
import { teamMembers } from '@/site/team';
import { caseStudiesOf, chooseCaseStudies } from '@/lib/posts/case-studies';
import { selectCategory } from '@/lib/posts/cards';
import { contentServiceUrl, mediaOrigins } from '@/server/content/config';
import { authorNamed } from '@/site/authors';
import { toAuthorView, type AuthorView } from './author-view';
import {
  getCaseStudies,
  getAuthorPage,
  getFeaturedStory,
  getTeam,
  getPostIndex,
  getPostListPage,
  getPostPage,
  getPostsAbout,
  getRelatedPosts,
} from './cache';

/** A post as its page needs it: the post as read and its sanitised view. */
export interface LoadedPost {
  post: PostPage;
  view: PostView;
}

/**
 * Page `page` of a category's list. `list` is null when the page does not exist, or when the
 * content service failed with nothing cached: then `unavailable` is true and the page still
 * answers with an empty state.
 */
export async function loadPostList(
  category: PostCategory,
  page: number,
  locale: Locale = 'en',
): Promise<{ list: PostListPage | null; unavailable: boolean }> {
  try {
    const list =
      locale === 'ar'
        ? arabicListPage(await getPostIndex(), category, page)
        : await getPostListPage(category, page);
    return { list, unavailable: false };
  } catch (error) {
    log.error({ err: error, category, page }, 'Post list unavailable');
    return { list: null, unavailable: true };
  }
}

/**
 * Page `page` of a category's Arabic list, from the post index: its Arabic posts, newest first,
 * then, while they do not fill a page, its English ones (each card says it is in English).
 */
export function arabicListPage(
  index: readonly PostSummary[],
  category: PostCategory,
  page: number,
): PostListPage | null {
  const posts = selectCategory(index, category);
  const arabic = posts.filter((post) => summaryLocale(post) === 'ar');
  const listed =
    arabic.length >= postsPerPage
      ? arabic
      : [...arabic, ...posts.filter((post) => summaryLocale(post) !== 'ar')];
  const totalPages = Math.max(1, Math.ceil(listed.length / postsPerPage));
  if (page < 1 || page > totalPages) return null;
  return {
    posts: listed.slice((page - 1) * postsPerPage, page * postsPerPage),
    page,
    totalPages,
    hasNextPage: page < totalPages,
  };
}

/** Longer than any real slug; such a request is answered 404 without asking the service. */
const maxSlugLength = 200;

/**
 * A slug as WordPress looks it up: decoded and NFC-normalised. The route gets it as the browser
 * sent it, percent-encoded (an Arabic slug in upper-case escapes), which WordPress matches only
 * by chance; null for an encoding that is not UTF-8.
 */
export function postSlug(fromRoute: string): string | null {
  try {
    return decodeURIComponent(fromRoute).normalize('NFC');
  } catch {
    return null;
  }
}

const loadPostBySlug = cache(async (slug: string): Promise<LoadedPost | null> => {
  const post = await getPostPage(slug);
  return post ? { post, view: toPostView(post) } : null;
});

/** The post with this slug (as the route has it), or null; read once per request. */
export async function loadPost(slugFromRoute: string): Promise<LoadedPost | null> {
  const slug = postSlug(slugFromRoute);
  if (slug === null || slug.length > maxSlugLength) return null;
  return loadPostBySlug(slug);
}

/** An image the site may show: its own file, or one from WordPress's media origins. */
function imageAllowed(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return mediaOrigins().includes(new URL(url).origin);
  } catch {
    return false;
  }
}

/**
 * The author with this slug (as the route has it) and their posts, or null when there is none.
 * The built-in service's authors add what content/authors.json holds beyond a WordPress user
 * (role, sample flag, Arabic words); a WordPress user is shown as WordPress has them.
 */
export async function loadAuthor(
  slugFromRoute: string,
  locale: Locale,
): Promise<AuthorView | null> {
  const slug = postSlug(slugFromRoute);
  if (slug === null || slug.length > maxSlugLength) return null;
  const page = await getAuthorPage(slug);
  if (!page) return null;
  const entry = contentServiceUrl() ? undefined : authorNamed(page.user.slug);
  return toAuthorView(page, { entry, locale, imageAllowed });
}

/** Related posts are a nicety: when they cannot be read the post still shows. */
export async function loadRelatedPosts(post: PostPage): Promise<PostSummary[]> {
  try {
    return await getRelatedPosts(post);
  } catch (error) {
    log.warn({ err: error, slug: post.slug }, 'Related posts unavailable');
    return [];
  }
}

/** The featured success story, or null when there is none or the service failed. */
export const loadFeaturedStory = cache(async (): Promise<LoadedPost | null> => {
  try {
    const post = await getFeaturedStory();
    return post ? { post, view: toPostView(post) } : null;
  } catch (error) {
    log.error({ err: error }, 'Featured story unavailable');
    return null;
  }
});

/**
 * The case studies each cases section of a page shows, from the published success stories'
 * fields; none when the service fails (the page still shows).
 */
async function loadSectionCases(
  sections: readonly PageSection[],
  locale: Locale,
): Promise<Map<CasesSection, CaseStudy[]>> {
  const caseSections = sections.filter(
    (section): section is CasesSection => section.kind === 'cases',
  );
  if (caseSections.length === 0) return new Map();
  let studies: CaseStudy[] = [];
  try {
    const [index, fields] = await Promise.all([getPostIndex(), getCaseStudies()]);
    studies = caseStudiesOf(index, fields, locale);
  } catch (error) {
    log.warn({ err: error }, 'Success stories unavailable: case studies left out');
  }
  return new Map(
    caseSections.map((section) => [section, chooseCaseStudies(studies, section.show)]),
  );
}

/**
 * The members each team section shows when WordPress's companion plugin gives a team (checked
 * with content/team.json's schema); none, so the sections keep the file's, without one or when
 * it cannot be read or is not valid.
 */
async function loadSectionTeams(
  sections: readonly PageSection[],
  locale: Locale,
): Promise<Map<TeamSection, TeamMember[]>> {
  const teamSections = sections.filter(
    (section): section is TeamSection & Required<Pick<TeamSection, 'group'>> =>
      section.kind === 'team' && section.group !== undefined,
  );
  if (teamSections.length === 0) return new Map();
  try {
    const raw = await getTeam();
    if (raw === null) return new Map();
    const team = parseContent('WordPress option wasla_team', teamSchema, raw);
    return new Map(
      teamSections.map((section) => [section, teamMembers(section.group, locale, team)]),
    );
  } catch (error) {
    log.warn({ err: error }, 'Team from WordPress unavailable: content/team.json shown');
    return new Map();
  }
}

/** What a page's sections show from the content service (see SectionContent). */
export async function loadSectionContent(
  sections: readonly PageSection[],
  locale: Locale,
): Promise<{
  posts: Map<PostsSection, PostSummary[]>;
  cases: Map<CasesSection, CaseStudy[]>;
  team: Map<TeamSection, TeamMember[]>;
  company: Company;
}> {
  const [cases, team, company] = await Promise.all([
    loadSectionCases(sections, locale),
    loadSectionTeams(sections, locale),
    loadCompany(),
  ]);
  // A story the page shows as a case study is not listed again among its posts.
  const shownAsCases = new Set([...cases.values()].flat().map((study) => study.story));
  return { posts: await loadSectionPosts(sections, shownAsCases), cases, team, company };
}

/** The posts each posts section of a page shows (an empty list when the service fails). */
async function loadSectionPosts(
  sections: readonly PageSection[],
  shownAsCases: ReadonlySet<string>,
): Promise<Map<PostsSection, PostSummary[]>> {
  const postSections = sections.filter(
    (section): section is PostsSection => section.kind === 'posts',
  );
  const loaded = await Promise.all(
    postSections.map((section) =>
      getPostsAbout({
        topics: section.topics,
        category: section.category,
        limit: section.limit,
        exclude: shownAsCases,
      }).catch((error: unknown) => {
        log.warn({ err: error, section: section.heading }, 'Related posts unavailable');
        return [];
      }),
    ),
  );
  return new Map(postSections.map((section, index) => [section, loaded[index] ?? []]));
}
