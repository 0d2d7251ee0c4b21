import { isIP } from 'node:net';

/** The request header through which this server tells the app who the client is. */
export const CLIENT_ADDRESS_HEADER = 'x-wasla-client-address';

/**
 * The client's address: the socket's peer, unless the site sits behind a reverse proxy it
 * trusts (TRUST_PROXY=true), where the proxy's own X-Forwarded-For entry (the last one) is
 * the client and earlier entries are whatever the client claimed. An entry that is not an IP
 * address (a proxy that sends something else) is not believed.
 * @param {import('node:http').IncomingMessage} request
 * @param {boolean} trustProxy
 */
export function clientAddress(request, trustProxy) {
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return socketAddress;
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .at(-1)
    ?.trim();
  return forwarded && isIP(forwarded) ? forwarded : socketAddress;
}
