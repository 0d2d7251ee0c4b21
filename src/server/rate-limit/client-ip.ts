/** The bucket every client shares when the server cannot trust a forwarded address. */
export const LOCAL_CLIENT = 'local';

/**
 * The client address that keys per-IP rate limits. Only behind a trusted reverse proxy
 * (TRUST_PROXY=true) is X-Forwarded-For believed, and then only its last entry: the
 * address the proxy itself saw (earlier entries are whatever the client sent). Otherwise
 * a client could pick any address, so all clients share one bucket.
 */
export function clientIp(headers: Headers, trustProxy: boolean): string {
  if (!trustProxy) return LOCAL_CLIENT;
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || LOCAL_CLIENT;
}

/**
 * The client's address as the site's server (server/main.mjs) determined it from the socket
 * or the trusted proxy; it overwrites whatever a client sends under this header.
 */
export function clientAddress(headers: Headers): string {
  return headers.get('x-wasla-client-address')?.trim() || LOCAL_CLIENT;
}
