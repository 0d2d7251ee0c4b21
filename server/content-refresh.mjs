// How late a content change may show without /api/revalidate: CONTENT_REFRESH_SECONDS
// (default 300; tests shorten it). The page cache and the content data cache each take half,
// so a page rendered from just-expiring data is still replaced within the interval.

/** The refresh interval in seconds (validated with the rest of the configuration at start). */
export function contentRefreshSeconds() {
  return Number(process.env.CONTENT_REFRESH_SECONDS || 300);
}
