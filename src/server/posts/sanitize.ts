import 'server-only';
import sanitizeHtml, { type IOptions } from 'sanitize-html';

export interface SanitizeContext {
  /** Origin of the public site: links elsewhere are external. */
  siteOrigin: string;
  /**
   * Origin of the WordPress serving the content, if any. Its images are loaded through the
   * site's image optimiser, because the page's CSP only allows same-origin images.
   */
  contentOrigin?: string;
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

const blockTags = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
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

function contentImageSrc(src: string, contentOrigin: string | undefined): string {
  if (!contentOrigin || !/^https?:\/\//i.test(src)) return src;
  try {
    if (new URL(src).origin !== contentOrigin) return src;
  } catch {
    return src;
  }
  return `/_next/image?url=${encodeURIComponent(src)}&w=${contentImageWidth}&q=75`;
}

function options({ siteOrigin, contentOrigin }: SanitizeContext, allowedTags: string[]): IOptions {
  return {
    allowedTags,
    nonTextTags,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      // rel, loading and decoding are set by transformTags below; the filter runs after it.
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start', 'reversed'],
      time: ['datetime'],
      abbr: ['title'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: {
      // The page has its own h1; a heading inside the content is a section.
      h1: 'h2',
      // Any rel the content brings is replaced: only external links get one, and it is ours.
      a: (tagName, attribs) => {
        const { href, title } = attribs;
        const external = href !== undefined && isExternal(href, siteOrigin);
        return {
          tagName,
          attribs: {
            ...(href !== undefined ? { href } : {}),
            ...(title !== undefined ? { title } : {}),
            ...(external ? { rel: 'noopener noreferrer' } : {}),
          },
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(attribs.src ? { src: contentImageSrc(attribs.src, contentOrigin) } : {}),
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
  return sanitizeHtml(html, options(context, blockTags.concat(inlineTags)));
}

/** A caption or other short rendered field: inline markup only. */
export function sanitizeInlineHtml(html: string, context: SanitizeContext): string {
  return sanitizeHtml(html, options(context, inlineTags.concat('p')));
}
