/**
 * The maps service: the office map is embedded only when NEXT_PUBLIC_MAPS_API_KEY is set, and
 * the page CSP then allows this one frame origin. Everything about the service lives here.
 */
export const mapsFrameOrigin = 'https://www.google.com';

const keyVariable = 'NEXT_PUBLIC_MAPS_API_KEY';

/**
 * The key from the live environment. Looked up by a computed name so Next.js does not inline
 * it at build time: one build serves with or without a key, set when the server starts.
 */
export function readMapsKey(
  source: Record<string, string | undefined> = process.env,
): string | undefined {
  const key = source[keyVariable]?.trim();
  return key ? key : undefined;
}

/** The embedded map of a place (Maps Embed API). */
export function mapEmbedUrl(key: string, place: string): string {
  return `${mapsFrameOrigin}/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${encodeURIComponent(place)}`;
}

/** A plain link that opens the place in the maps site (no key, no request from our page). */
export function openInMapsUrl(place: string): string {
  return `${mapsFrameOrigin}/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

export const missingMapsKeyWarning = `${keyVariable} is not set: /contact-us shows the office map illustration and a link to open the address in a maps site instead of an embedded map.`;
