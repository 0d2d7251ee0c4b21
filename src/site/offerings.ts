import { perLocale, type Localized } from './localized';
import type { Card } from './sections';
import type { Offering, OfferingCard } from './types';

interface OfferingEntry<Slug extends string> {
  slug: Slug;
  name: Localized;
  summary: Localized;
  /** What its picture shows (the picture is public/images/{folder}/{slug}.webp, 640 × 400). */
  imageAlt: Localized;
  /** Post tags about it: related articles and success stories */
  topics: readonly string[];
  /** The ones to suggest next on its page */
  related: readonly NoInfer<Slug>[];
}

/**
 * Services or areas of focus in menu order, in each language: each at `{base}/{slug}` (the same
 * address in both; an Arabic page adds its prefix where it links), with its picture.
 */
export function offeringsAt<const Base extends string, const Slug extends string>(
  base: Base,
  imageFolder: string,
  entries: readonly OfferingEntry<Slug>[],
): Localized<(Offering<Slug> & { path: `${Base}/${Slug}` })[]> {
  return perLocale((locale) =>
    entries.map((entry) => ({
      slug: entry.slug,
      name: entry.name[locale],
      summary: entry.summary[locale],
      path: `${base}/${entry.slug}` as const,
      image: {
        src: `/images/${imageFolder}/${entry.slug}.webp`,
        width: 640,
        height: 400,
        alt: entry.imageAlt[locale],
      },
      topics: [...entry.topics],
      related: [...entry.related],
    })),
  );
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
