import type { JourneySection } from '@/site/journey';
import { clamp, NAV_WINDOW_SLIDES } from './motion';

/** Slides a section covers: from its first slide up to the next section's first slide. */
export interface SectionRange {
  first: number;
  last: number;
}

export function sectionRanges(
  sections: readonly JourneySection[],
  slideCount: number,
): SectionRange[] {
  return sections.map((section, i) => ({
    first: section.slideIndex,
    last: (sections[i + 1]?.slideIndex ?? slideCount) - 1,
  }));
}

/** The section that holds slide `index`. */
export function activeSectionIndex(ranges: readonly SectionRange[], index: number): number {
  const found = ranges.findIndex((range) => index >= range.first && index <= range.last);
  return found === -1 ? 0 : found;
}

/** Slides between `index` and the nearest slide of the range (0 inside it). */
export function slidesAway(range: SectionRange, index: number): number {
  if (index < range.first) return range.first - index;
  if (index > range.last) return index - range.last;
  return 0;
}

/** Only the active section and those within 2 slides of the current slide are shown. */
export function isSectionShown(range: SectionRange, index: number): boolean {
  return slidesAway(range, index) <= NAV_WINDOW_SLIDES;
}

/**
 * How full a section's progress bar is, from the track's fractional slide position: empty before
 * the section, 1/n on its first of n slides, full from its last slide on.
 */
export function sectionProgress(range: SectionRange, progress: number): number {
  const length = range.last - range.first + 1;
  return clamp((progress - range.first + 1) / length, 0, 1);
}
