// The CSP nonce of a render. The site's server (server/main.mjs) sets it on every request it
// hands to Next, overwriting whatever a client sent under this name; src/proxy.ts builds the
// response's policy from it, so Next stamps it on its scripts. For a page-cache render it is a
// throwaway value that never leaves the server: each response gets its own in its place.

/** The request header that carries the nonce from the server to the app. */
export const NONCE_HEADER = 'x-wasla-nonce';

/** 128 random bits, base64: unguessable, and always the same length (24 characters). */
export function newNonce() {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
