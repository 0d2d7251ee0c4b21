import type { Card } from './sections';
import type { ImageAsset, OfferingCard } from './types';

interface OfferingEntry {
  slug: string;
  name: string;
  summary: string;
  /** What its picture shows (the picture is public/images/{folder}/{slug}.webp, 640 × 400). */
  imageAlt: string;
}

/** Services or areas of focus in menu order: each at `{base}/{slug}`, with its picture. */
export function offeringsAt<const Base extends string, const Entry extends OfferingEntry>(
  base: Base,
  imageFolder: string,
  entries: readonly Entry[],
): (Omit<Entry, 'imageAlt'> & { path: `${Base}/${Entry['slug']}`; image: ImageAsset })[] {
  return entries.map(({ imageAlt, ...entry }) => ({
    ...entry,
    path: `${base}/${entry.slug}` as `${Base}/${Entry['slug']}`,
    image: {
      src: `/images/${imageFolder}/${entry.slug}.webp`,
      width: 640,
      height: 400,
      alt: imageAlt,
    },
  }));
}

/** A card linking to a service or area: its illustration, name and one-line summary. */
export function offeringCards(offerings: readonly OfferingCard[]): Card[] {
  return offerings.map((offering) => ({
    title: offering.name,
    body: offering.summary,
    href: offering.path,
    image: offering.image,
  }));
}
