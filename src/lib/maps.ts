/**
 * The maps service: the office map is embedded only when NEXT_PUBLIC_MAPS_API_KEY is set (read
 * at run time with the rest of the configuration, so one build serves with or without a key),
 * and the page CSP then allows this one frame origin.
 */
export const mapsFrameOrigin = 'https://www.google.com';

/** The embedded map of a place (Maps Embed API). */
export function mapEmbedUrl(key: string, place: string): string {
  return `${mapsFrameOrigin}/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${encodeURIComponent(place)}`;
}

/** A plain link that opens the place in the maps site (no key, no request from our page). */
export function openInMapsUrl(place: string): string {
  return `${mapsFrameOrigin}/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

export const missingMapsKeyWarning = `NEXT_PUBLIC_MAPS_API_KEY is not set: /contact-us shows the office map illustration and a link to open the address in a maps site instead of an embedded map.`;
