import 'server-only';
import { selectCategory } from '@/lib/posts/cards';
import { postAddress } from '@/lib/posts/post-locale';
import { parseWpDate } from '@/lib/content-client/dates';
import type { PostSummary } from '@/lib/content-client/types';
import { absoluteUrl } from '@/lib/metadata';
import { topicTags } from '@/lib/posts/sample';
import { site } from '@/site/config';
import { pages } from '@/site/pages';

/** Items in the feed: the newest blog posts. */
export const feedSize = 20;

// XML 1.0 forbids most control characters even when escaped.
const invalidXmlChars = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(invalidXmlChars, '')
    .replace(
      /[&<>"']/g,
      (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
    );
}

/** The feed's channel: /blog's title (after the site's name) and description, its page and its own address. */
const channel = {
  title: `${site.name} — ${pages['/blog'].title}`,
  description: pages['/blog'].description,
  path: '/blog',
  feedPath: '/blog/rss.xml',
};

/** RSS 2.0 of the blog category's newest posts, with absolute links. */
export function blogFeedXml(index: readonly PostSummary[]): string {
  const posts = selectCategory(index, 'blog').slice(0, feedSize);
  const newest = parseWpDate(posts[0]?.modifiedGmt ?? posts[0]?.dateGmt);
  const items = posts.map((post) => {
    const url = absoluteUrl(postAddress(post));
    const published = parseWpDate(post.dateGmt);
    const lines = [
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      published ? `<pubDate>${published.toUTCString()}</pubDate>` : '',
      `<description>${escapeXml(post.excerpt)}</description>`,
      ...topicTags(post.tags.nodes).map((tag) => `<category>${escapeXml(tag.name)}</category>`),
    ].filter(Boolean);
    return `    <item>\n      ${lines.join('\n      ')}\n    </item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(absoluteUrl(channel.path))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(absoluteUrl(channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
