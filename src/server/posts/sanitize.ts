import 'server-only';
import sanitizeHtml, { type IOptions, type Tag } from 'sanitize-html';
import { postCategories } from '@/site/post-categories';
import { embedLink, embedLinkClass, linkBareEmbeds } from './embeds';

export interface SanitizeContext {
  /** Origin of the public site: links elsewhere are external. */
  siteOrigin: string;
  /**
   * Origins of the WordPress serving the content (its GraphQL endpoint's and its own address):
   * links there to a post (`/<slug>/`, WordPress's permalinks) lead to the post on the site.
   */
  wordpressOrigins: readonly string[];
  /**
   * Origins whose images are loaded through the site's image optimiser (the page's CSP only
   * allows same-origin images): WordPress's and the configured media hosts.
   */
  mediaOrigins: readonly string[];
}

/** Width the optimiser serves content images at (one of next/image's default device sizes). */
const contentImageWidth = 1200;

// Drop these with everything inside them, not just their tags.
const nonTextTags = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'select',
  'title',
];

const headingTags = ['h2', 'h3', 'h4', 'h5', 'h6'];

const blockTags = [
  'p',
  ...headingTags,
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'hr',
  'pre',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'col',
  'colgroup',
  'div',
  'section',
  'article',
  'aside',
  'details',
  'summary',
  'br',
  'img',
];
const inlineTags = [
  'a',
  'abbr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'code',
  'kbd',
  'samp',
  'var',
  'q',
  'cite',
  'time',
  'span',
  'br',
  'wbr',
];

function isExternal(href: string, siteOrigin: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== siteOrigin;
  } catch {
    return true;
  }
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function contentImageSrc(src: string, mediaOrigins: readonly string[]): string {
  if (!/^https?:\/\//i.test(src)) return src;
  const origin = originOf(src);
  if (!origin || !mediaOrigins.includes(origin)) return src;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${contentImageWidth}&q=75`;
}

/**
 * A link to a post written with the WordPress address (`https://cms…/<slug>/`, as the editor
 * pastes or picks it) as the post's address on the site; any other href as it is. The blog's
 * route sends a story on to /stories.
 */
function siteHref(href: string, wordpressOrigins: readonly string[]): string {
  if (!/^https?:\/\//i.test(href)) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  const slug = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  if (!slug || url.search || !wordpressOrigins.includes(url.origin)) return href;
  return `${postCategories.blog.path}/${slug}${url.hash}`;
}

/** An editor's anchor on a heading (WordPress's "HTML anchor"), when it is a plain name. */
const anchorPattern = /^[A-Za-z][\w-]{0,79}$/;

function heading(tagName: string, attribs: Record<string, string>): Tag {
  const { id } = attribs;
  return { tagName, attribs: id && anchorPattern.test(id) ? { id } : {} };
}

function options(
  { siteOrigin, wordpressOrigins, mediaOrigins }: SanitizeContext,
  allowedTags: string[],
): IOptions {
  return {
    allowedTags,
    nonTextTags,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      // rel, loading and decoding are set by transformTags below; the filter runs after it.
      a: ['href', 'title', 'rel'],
      ...Object.fromEntries(headingTags.map((tag) => [tag, ['id']])),
      img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start', 'reversed'],
      time: ['datetime'],
      abbr: ['title'],
    },
    allowedClasses: { a: [embedLinkClass] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: {
      // The page has its own h1; a heading inside the content is a section.
      h1: (_tagName, attribs) => heading('h2', attribs),
      ...Object.fromEntries(headingTags.map((tag) => [tag, heading])),
      // Any rel the content brings is replaced: only external links get one, and it is ours.
      a: (tagName, attribs) => {
        const href =
          attribs.href === undefined ? undefined : siteHref(attribs.href, wordpressOrigins);
        const { title } = attribs;
        const external = href !== undefined && isExternal(href, siteOrigin);
        return {
          tagName,
          attribs: {
            ...(href !== undefined ? { href } : {}),
            ...(title !== undefined ? { title } : {}),
            ...(external ? { rel: 'noopener noreferrer' } : {}),
            ...(attribs.class === embedLinkClass ? { class: embedLinkClass } : {}),
          },
        };
      },
      // An embedded player (YouTube, Vimeo…) becomes a link to it: the page loads nothing
      // from another site, and the caption keeps its video.
      iframe: (tagName, attribs): Tag => {
        const link = attribs.src ? embedLink(attribs.src) : undefined;
        if (!link) return { tagName, attribs: {} };
        return {
          tagName: 'a',
          attribs: { href: link.href, rel: 'noopener noreferrer', class: embedLinkClass },
          text: link.text,
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(attribs.src ? { src: contentImageSrc(attribs.src, mediaOrigins) } : {}),
          alt: attribs.alt ?? '',
          loading: 'lazy',
          decoding: 'async',
        },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/** Post content from the content service, reduced to safe, inert HTML. */
export function sanitizePostHtml(html: string, context: SanitizeContext): string {
  return sanitizeHtml(linkBareEmbeds(html), options(context, blockTags.concat(inlineTags)));
}

/** A caption or other short rendered field: inline markup only. */
export function sanitizeInlineHtml(html: string, context: SanitizeContext): string {
  return sanitizeHtml(html, options(context, inlineTags.concat('p')));
}
