import 'server-only';
import { postCategory, postPath } from '@/lib/posts/cards';
import { parseWpDate } from '@/lib/content-client/dates';
import { htmlToText } from '@/lib/content-client/html-text';
import { addHeadingIds, type TocEntry } from '@/lib/posts/toc';
import type { PostCategory, PostPage } from '@/lib/content-client/types';
import { siteUrl } from '@/lib/env/site-url';
import { contentServiceUrl } from '@/server/content/config';
import { sanitizeInlineHtml, sanitizePostHtml, type SanitizeContext } from './sanitize';

/** Size assumed for a featured image that comes without mediaDetails. */
export const defaultImageSize = { width: 1200, height: 630 } as const;

/** Everything a post page shows, with its HTML sanitised and its h2 headings given ids. */
export interface PostView {
  slug: string;
  path: string;
  category: PostCategory;
  title: string;
  /** Plain-text excerpt: the page description. */
  description: string;
  author: string | null;
  published: Date | null;
  modified: Date | null;
  html: string;
  toc: TocEntry[];
  image: { src: string; width: number; height: number; alt: string; captionHtml: string } | null;
  tags: { name: string; slug: string }[];
}

function sanitizeContext(): SanitizeContext {
  const remote = contentServiceUrl();
  return {
    siteOrigin: new URL(siteUrl).origin,
    contentOrigin: remote ? new URL(remote).origin : undefined,
  };
}

const maxDescriptionLength = 160;

function describe(excerpt: string, content: string): string {
  const text = htmlToText(excerpt) || htmlToText(content);
  if (text.length <= maxDescriptionLength) return text;
  return `${text.slice(0, maxDescriptionLength - 1).replace(/\s+\S*$/, '')}…`;
}

export function toPostView(post: PostPage): PostView {
  const context = sanitizeContext();
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
    description: describe(post.excerpt, post.content),
    author: post.author?.node?.name ?? null,
    published: parseWpDate(post.date),
    modified: parseWpDate(post.modified) ?? parseWpDate(post.date),
    html,
    toc,
    image: image?.sourceUrl
      ? {
          src: image.sourceUrl,
          ...size,
          alt: image.altText ?? '',
          captionHtml: image.caption ? sanitizeInlineHtml(image.caption, context) : '',
        }
      : null,
    tags: post.tags.nodes.map(({ name, slug }) => ({ name, slug })),
  };
}
