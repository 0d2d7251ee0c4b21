/**
 * Where to send a visitor after signing in: the `next` parameter when it is a path on this
 * site, else the home page. Anything that could leave the site (`//evil.example`,
 * `https://…`, `/\evil.example`, `javascript:`) or loop back to /register falls back to `/`.
 */
export function safeNextPath(next: string | string[] | null | undefined): string {
  if (
    typeof next !== 'string' ||
    !next.startsWith('/') ||
    next.startsWith('//') ||
    next.includes('\\')
  )
    return '/';
  if (/[\u0000-\u001f]/.test(next)) return '/';
  const base = 'https://same-site.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return '/';
  }
  if (url.origin !== base || url.pathname === '/register') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
