import 'server-only';
import { postCategory, postPath } from '@/lib/posts/cards';
import { parseWpDate } from '@/lib/content-client/dates';
import { htmlToText } from '@/lib/content-client/html-text';
import { addHeadingIds, partsAtHeadings, type TocEntry } from '@/lib/posts/toc';
import type { PostCategory, PostPage } from '@/lib/content-client/types';
import { siteUrl } from '@/lib/env/site-url';
import { detectLanguage, type TextLanguage } from '@/lib/posts/language';
import { isSamplePost, topicTags } from '@/lib/posts/sample';
import { bylineOf, type Byline } from '@/lib/posts/authors';
import { contentServiceUrl, mediaOrigins } from '@/server/content/config';
import { sanitizeInlineHtml, sanitizePostHtml, type SanitizeContext } from './sanitize';

/** Size assumed for a featured image that comes without mediaDetails. */
export const defaultImageSize = { width: 1200, height: 630 } as const;

/** Everything a post page shows, with its HTML sanitised and its h2 headings given ids. */
export interface PostView {
  slug: string;
  path: string;
  category: PostCategory;
  title: string;
  /** The language its title and text are written in (`lang`, `dir`). */
  language: TextLanguage;
  /** Plain-text excerpt: the page description. */
  description: string;
  author: Byline | null;
  published: Date | null;
  modified: Date | null;
  /** The content, cut where its table of contents' entries start (each part is laid out on its own). */
  parts: string[];
  toc: TocEntry[];
  image: { src: string; width: number; height: number; alt: string; captionHtml: string } | null;
  tags: { name: string; slug: string }[];
  /** Sample content (tagged so): shown with a "sample" tag, never as fact. */
  sample: boolean;
}

const originOf = (url: string | null | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

function sanitizeContext(post: PostPage): SanitizeContext {
  const graphqlOrigin = originOf(contentServiceUrl());
  return {
    siteOrigin: new URL(siteUrl).origin,
    wordpressOrigins: [graphqlOrigin, originOf(post.wordpressUrl)].filter(
      (origin): origin is string => origin !== undefined,
    ),
    mediaOrigins: mediaOrigins(),
  };
}

const maxDescriptionLength = 160;

function describe(excerpt: string): string {
  if (excerpt.length <= maxDescriptionLength) return excerpt;
  return `${excerpt.slice(0, maxDescriptionLength - 1).replace(/\s+\S*$/, '')}…`;
}

/** The plugin's word for the post's language, else the one its script shows. */
function languageOf(post: PostPage): TextLanguage {
  if (post.language)
    return { language: post.language.language, direction: post.language.textDirection };
  return detectLanguage(`${post.title} ${htmlToText(post.content)}`);
}

export function toPostView(post: PostPage): PostView {
  const context = sanitizeContext(post);
  const { html, toc } = addHeadingIds(sanitizePostHtml(post.content, context));
  const image = post.featuredImage?.node;
  const size =
    image?.mediaDetails?.width && image.mediaDetails.height
      ? { width: image.mediaDetails.width, height: image.mediaDetails.height }
      : defaultImageSize;
  return {
    slug: post.slug,
    path: postPath(post),
    category: postCategory(post),
    title: post.title,
    language: languageOf(post),
    description: describe(post.excerpt),
    author: bylineOf(post),
    published: parseWpDate(post.dateGmt),
    modified: parseWpDate(post.modifiedGmt) ?? parseWpDate(post.dateGmt),
    parts: partsAtHeadings(html),
    toc,
    image: image?.sourceUrl
      ? {
          src: image.sourceUrl,
          ...size,
          alt: image.altText ?? '',
          captionHtml: image.caption ? sanitizeInlineHtml(image.caption, context) : '',
        }
      : null,
    tags: topicTags(post.tags.nodes).map(({ name, slug }) => ({ name, slug })),
    sample: isSamplePost(post.tags.nodes),
  };
}
