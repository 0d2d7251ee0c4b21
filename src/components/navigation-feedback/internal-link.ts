/** The same-origin URL a click on a link will navigate to inside the app, or null if it leaves it. */
export function internalNavigationTarget(
  event: MouseEvent,
  origin: string,
  current: URL,
): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, current);
  if (url.origin !== origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return url;
}
