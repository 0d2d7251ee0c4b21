import { pathWithoutLocale } from '@/site/locale';

const base = 'https://same-site.invalid';

/**
 * Where to send a visitor after signing in: the `next` parameter when it is a path on this
 * site, else the home page. The path is judged after the URL parser has normalised it (dot
 * segments removed), because that normalised form is what gets followed: `/.//evil.example`
 * becomes `//evil.example`, which a browser reads as another host. So anything that is, or
 * normalises to, a protocol-relative or absolute URL falls back to `/`, as do backslashes,
 * control and whitespace characters, encoded slashes, backslashes or dots (which some layer
 * may decode later), and /register itself in either language (a loop). `home` is the home
 * page in the page's language (/ar on Arabic pages).
 */
export function safeNextPath(next: string | string[] | null | undefined, home = '/'): string {
  if (typeof next !== 'string' || !next.startsWith('/') || !isPlainPath(next)) return home;
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return home;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== base || !isPlainPath(path) || pathWithoutLocale(url.pathname) === '/register')
    return home;
  return path;
}

/** A path that starts with one slash and holds nothing a browser or proxy could reinterpret. */
function isPlainPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !/[\\\s\p{Cc}\p{Cf}]/u.test(path) &&
    !/%(2f|5c|2e|0[0-9a-f]|1[0-9a-f]|7f)/i.test(path)
  );
}
