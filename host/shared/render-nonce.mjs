// The CSP nonce of a render. The host (host/main.mjs) sets it on every request it hands to
// Next, overwriting whatever a client sent under this name; src/proxy.ts builds the response's
// policy from it, so Next stamps it on its scripts, and our own inline scripts read it with
// `renderNonce()`. For a page-cache render it is a throwaway value that never leaves the
// server: each response gets its own in its place.
//
// Each nonce is also stamped with the time it was made, signed: the enquiry forms carry their
// response's nonce as their "started at" token, so a page served from the cache still tells
// the server when this visitor got the form (the minimum fill time), and no one can write an
// older time without the key.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hostConfig } from './config.mjs';
import { processSingleton } from './process-singleton.mjs';

/** The request header that carries the nonce from the host through the proxy to the page. */
export const NONCE_HEADER = 'x-wasla-nonce';

/**
 * The nonce of the request with these headers (undefined outside a page render).
 * @param {{ get(name: string): string | null }} headers
 */
export function renderNonce(headers) {
  return headers.get(NONCE_HEADER) ?? undefined;
}

const RANDOM_BYTES = 16;
const TIME_BYTES = 6;
const MAC_BYTES = 11;
const STAMPED = RANDOM_BYTES + TIME_BYTES;

/**
 * The host and the app must sign alike: from AUTH_SECRET when set (every instance then
 * agrees), else made once per process.
 * @returns {Uint8Array}
 */
function stampKey() {
  return processSingleton('nonceStampKey', () => {
    const secret = hostConfig().AUTH_SECRET;
    return secret
      ? createHmac('sha256', secret).update('wasla nonce stamp').digest()
      : randomBytes(32);
  });
}

/** @param {Uint8Array} key @param {Buffer} stamped */
const mac = (key, stamped) =>
  createHmac('sha256', key).update(stamped).digest().subarray(0, MAC_BYTES);

/**
 * 128 random bits, the time and a signature, base64: unguessable, and always the same length
 * (44 characters), as the page cache's templates need.
 * @param {number} [now] @param {Uint8Array} [key]
 */
export function newNonce(now = Date.now(), key = stampKey()) {
  const stamped = Buffer.alloc(STAMPED);
  randomBytes(RANDOM_BYTES).copy(stamped);
  stamped.writeUIntBE(now, RANDOM_BYTES, TIME_BYTES);
  return Buffer.concat([stamped, mac(key, stamped)]).toString('base64');
}

/**
 * When a nonce of this server was made (epoch ms), or null for anything else.
 * @param {string} nonce @param {Uint8Array} [key]
 */
export function nonceStampedAt(nonce, key = stampKey()) {
  const bytes = Buffer.from(nonce, 'base64');
  if (bytes.length !== STAMPED + MAC_BYTES || bytes.toString('base64') !== nonce) return null;
  const stamped = bytes.subarray(0, STAMPED);
  if (!timingSafeEqual(bytes.subarray(STAMPED), mac(key, stamped))) return null;
  return stamped.readUIntBE(RANDOM_BYTES, TIME_BYTES);
}
