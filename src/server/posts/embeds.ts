import 'server-only';

/**
 * Embedded players in WordPress content (the Embed block: YouTube, Vimeo and others) as links
 * to what they play. The site loads nothing from other sites (no third-party requests, and its
 * CSP allows no frames but the office map), so a visitor follows the link to watch.
 */

/** The class of such a link: the post's styles draw it as a card. */
export const embedLinkClass = 'embed-link';

const providers: { pattern: RegExp; watch: (id: string) => string; name: string }[] = [
  {
    pattern:
      /^https:\/\/(?:www\.)?(?:youtube\.com|youtube-nocookie\.com)\/(?:embed\/|watch\?v=)([\w-]{6,20})|^https:\/\/youtu\.be\/([\w-]{6,20})/,
    watch: (id) => `https://www.youtube.com/watch?v=${id}`,
    name: 'YouTube',
  },
  {
    pattern: /^https:\/\/(?:player\.)?vimeo\.com\/(?:video\/)?(\d{3,12})/,
    watch: (id) => `https://vimeo.com/${id}`,
    name: 'Vimeo',
  },
];

/** Where a link to an embedded player leads and what it says; undefined for anything but https. */
export function embedLink(src: string): { href: string; text: string } | undefined {
  for (const { pattern, watch, name } of providers) {
    const match = pattern.exec(src);
    const id = match?.slice(1).find(Boolean);
    if (id) return { href: watch(id), text: `Watch the video on ${name}` };
  }
  try {
    const url = new URL(src);
    if (url.protocol !== 'https:') return undefined;
    return { href: url.href, text: `Open the embedded content on ${url.hostname}` };
  } catch {
    return undefined;
  }
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * An Embed block whose provider WordPress could not ask (it then keeps the bare address in its
 * wrapper) as the same link an embedded player gets.
 */
export function linkBareEmbeds(html: string): string {
  return html.replace(
    /(<div class="wp-block-embed__wrapper">)\s*(https:\/\/[^\s<>"]+)\s*(<\/div>)/g,
    (whole, open: string, address: string, close: string) => {
      const link = embedLink(address);
      if (!link) return whole;
      return `${open}<a href="${escapeAttribute(link.href)}" class="${embedLinkClass}">${link.text}</a>${close}`;
    },
  );
}
