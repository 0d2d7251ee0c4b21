import { isIPv4, isIPv6 } from 'node:net';
import { CLIENT_ADDRESS_HEADER } from '#host/shared';

/**
 * The key that per-address rate limits count under: the client address that the site's
 * host (host/main.mjs, see host/shared/client-address.mjs for which address it trusts) put
 * in its own request header, normalised so one client cannot spread over many keys: an
 * IPv4-mapped IPv6 address counts as its IPv4 address, and an IPv6 address as its /64
 * network (one customer line or host gets a whole /64 to pick from).
 */
export function clientIp(headers: Headers): string {
  return addressKey(headers.get(CLIENT_ADDRESS_HEADER)?.trim() ?? '');
}

export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  const withoutZone = address.split('%')[0] ?? '';
  if (isIPv6(withoutZone)) return `${ipv6Groups(withoutZone).slice(0, 4).join(':')}::/64`;
  // Never reached behind the host, which always sets a socket address.
  return 'unknown';
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
