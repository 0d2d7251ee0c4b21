import { NextResponse, type NextRequest } from 'next/server';
import { errorPageRoute, hostConfig, newNonce, NONCE_HEADER } from '#host/shared';
import { mapsFrameOrigin } from '@/lib/maps';
import { apiContentSecurityPolicy, contentSecurityPolicy } from '@/lib/security-headers';
import { previewRefusal } from '@/server/preview';

/**
 * Gives every page its CSP nonce (read by Next.js from the policy, and by our inline scripts
 * through `renderNonce`), a request id, and the path asked for (`x-pathname`: the 404 page, and
 * the page's language). The nonce is the one the host (host/main.mjs) chose for this render,
 * which always sets it; only under `next dev`, which has no host, does the proxy make its own.
 *
 * An Arabic address (/ar/…) is served by the English route of the same page (next.config.ts's
 * rewrite, after this proxy has run); the page reads its language from `x-pathname`.
 */
export async function proxy(request: NextRequest) {
  const requestId = crypto.randomUUID();
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-request-id', requestId);
  requestHeaders.set('x-pathname', request.nextUrl.pathname);

  const isApi = request.nextUrl.pathname.startsWith('/api/');
  let policy = apiContentSecurityPolicy;
  if (!isApi) {
    const config = hostConfig();
    const nonce = request.headers.get(NONCE_HEADER) ?? newNonce();
    policy = contentSecurityPolicy(nonce, {
      dev: process.env.NODE_ENV === 'development',
      https: config.SITE_URL.startsWith('https://'),
      // The office map is embedded only with a maps key; without one nothing may be framed.
      frameOrigins: config.NEXT_PUBLIC_MAPS_API_KEY ? [mapsFrameOrigin] : [],
    });
    requestHeaders.set(NONCE_HEADER, nonce);
    requestHeaders.set('Content-Security-Policy', policy);
  }

  // The host asks for the site's error page of an address (host/shared/error-page.mjs).
  const errorPage = errorPageRoute(request.headers);
  const response = errorPage
    ? NextResponse.rewrite(new URL(errorPage, request.url), {
        request: { headers: requestHeaders },
      })
    : NextResponse.next({
        request: { headers: requestHeaders },
        // A refused preview link answers 401/403 (a page can only answer 404 itself).
        status: /^\/(?:ar\/)?preview\/?$/.test(request.nextUrl.pathname)
          ? await previewRefusal(Object.fromEntries(request.nextUrl.searchParams))
          : undefined,
      });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('X-Request-Id', requestId);
  return response;
}

export const config = {
  matcher: [
    {
      source:
        '/((?!_next/static|_next/image|favicon.ico|images/|fonts/|og/|brand/|placeholder.png).*)',
    },
  ],
};
