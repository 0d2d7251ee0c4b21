import { NextResponse, type NextRequest } from 'next/server';
import { mapsFrameOrigin, readMapsKey } from '@/lib/maps';
import { apiContentSecurityPolicy, contentSecurityPolicy } from '@/lib/security-headers';
import { newNonce, NONCE_HEADER } from '../server/render-nonce.mjs';

const https = (process.env.SITE_URL ?? '').startsWith('https://');

/**
 * Gives every page its CSP nonce (read by Next.js and by our inline scripts through the
 * x-nonce request header), a request id, and the path for the 404 page. The nonce is the one
 * the site's server (server/main.mjs) chose for this render, which always sets it; only under
 * `next dev`, which has no such server, does the proxy make its own.
 */
export function proxy(request: NextRequest) {
  const requestId = crypto.randomUUID();
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-request-id', requestId);
  requestHeaders.set('x-pathname', request.nextUrl.pathname);

  const isApi = request.nextUrl.pathname.startsWith('/api/');
  let policy = apiContentSecurityPolicy;
  if (!isApi) {
    const nonce = request.headers.get(NONCE_HEADER) ?? newNonce();
    policy = contentSecurityPolicy(nonce, {
      dev: process.env.NODE_ENV === 'development',
      https,
      // The office map is embedded only with a maps key; without one nothing may be framed.
      frameOrigins: readMapsKey() ? [mapsFrameOrigin] : [],
    });
    requestHeaders.set('x-nonce', nonce);
    requestHeaders.set('Content-Security-Policy', policy);
  }

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('X-Request-Id', requestId);
  return response;
}

export const config = {
  matcher: [
    { source: '/((?!_next/static|_next/image|favicon.ico|images/|fonts/|og/|placeholder.png).*)' },
  ],
};
