// Next renders a 404 or an error page as a bare document (`<html id="__next_error__">`, no
// `lang`, an empty body: the page exists only in its script payload, so nothing shows without
// JavaScript) whenever the error is thrown by a page (notFound(), a failed read). The host
// then renders the site's own error page instead: the same address again, with the status in
// ERROR_STATUS_HEADER, which the proxy (src/proxy.ts) rewrites to the error page's route, a
// page that renders the error view for a status without throwing, inside the site's layout.
// The address stays the one asked for (its language, the 404's wording, the browser's URL).

/** The error page's route; a visitor's request for it is answered as an unknown address. */
export const ERROR_PAGE_PATH = '/_wasla-error';

/** Set by the host's renderer only: every incoming request loses it (host/main.mjs). */
export const ERROR_STATUS_HEADER = 'x-wasla-error-status';

/**
 * The route that renders the error page for the status a render asks for in its headers, or
 * undefined when it asks for none.
 * @param {{ get(name: string): string | null }} headers
 */
export function errorPageRoute(headers) {
  const status = headers.get(ERROR_STATUS_HEADER);
  return status && /^[45]\d\d$/.test(status) ? `${ERROR_PAGE_PATH}/${status}` : undefined;
}

/**
 * Whether a request's URL names the error page's route (in either language).
 * @param {string} url
 */
export function isErrorPageAddress(url) {
  return /^\/(?:ar\/)?_wasla-error(?:[/?#]|$)/i.test(url);
}

/**
 * Next's bare error document (see above), which the site's error page replaces.
 * @param {{ headers: Record<string, string | string[] | undefined>, body: Buffer }} rendered
 */
export function isBareErrorDocument(rendered) {
  return (
    String(rendered.headers['content-type'] ?? '').startsWith('text/html') &&
    rendered.body.subarray(0, 512).includes('<html id="__next_error__"')
  );
}
