import { describe, expect, it } from 'vitest';
import { fileCompany } from '@/site/company';
import { journeyFactsOf, journeyOf } from '@/site/journey';
import {
  activeSectionIndex,
  isSectionShown,
  sectionProgress,
  sectionRanges,
  slidesAway,
} from './sections';

const { slides: journeySlides, sections: journeySections } = journeyOf(journeyFactsOf(fileCompany));
const ranges = sectionRanges(journeySections, journeySlides.length);
const titleAt = (i: number) => journeySections[i]?.title;
const shownAt = (slide: number) =>
  journeySections.filter((_, i) => isSectionShown(ranges[i]!, slide)).map((s) => s.title);

describe('journey sections', () => {
  it('cover the 15 slides without gaps: What We Offer holds the six offers, the track record two slides', () => {
    expect(ranges).toEqual([
      { first: 0, last: 0 },
      { first: 1, last: 1 },
      { first: 2, last: 7 },
      { first: 8, last: 8 },
      { first: 9, last: 9 },
      { first: 10, last: 10 },
      { first: 11, last: 11 },
      { first: 12, last: 13 },
      { first: 14, last: 14 },
    ]);
  });

  it('name the section that holds each slide', () => {
    expect(titleAt(activeSectionIndex(ranges, 0))).toBe('Holistic Solutions');
    expect(titleAt(activeSectionIndex(ranges, 5))).toBe('What We Offer');
    expect(titleAt(activeSectionIndex(ranges, 13))).toBe('A Proven Track Record');
    expect(titleAt(activeSectionIndex(ranges, 14))).toBe('Explore');
  });

  it('count slides to a section from either side', () => {
    expect(slidesAway({ first: 2, last: 7 }, 0)).toBe(2);
    expect(slidesAway({ first: 2, last: 7 }, 5)).toBe(0);
    expect(slidesAway({ first: 2, last: 7 }, 10)).toBe(3);
  });

  it('show only the active section and those within 2 slides of the current slide', () => {
    expect(shownAt(0)).toEqual(['Holistic Solutions', 'Expert Guidance', 'What We Offer']);
    expect(shownAt(4)).toEqual(['What We Offer']);
    expect(shownAt(8)).toEqual([
      'What We Offer',
      '40+ years of combined experience',
      'The Birth',
      'The Early Days',
    ]);
    expect(shownAt(14)).toEqual(['A Proven Track Record', 'Explore']);
    expect(shownAt(13)).toEqual([
      'A Saudi Soul a Global Mindset',
      'A Proven Track Record',
      'Explore',
    ]);
  });

  it('fill each progress bar as the track moves through its section', () => {
    const offers = ranges[2]!;
    expect(sectionProgress(offers, 0)).toBe(0);
    expect(sectionProgress(offers, 2)).toBeCloseTo(1 / 6);
    expect(sectionProgress(offers, 4.5)).toBeCloseTo(3.5 / 6);
    expect(sectionProgress(offers, 7)).toBe(1);
    expect(sectionProgress(offers, 12)).toBe(1);
    expect(sectionProgress(ranges[0]!, 0)).toBe(1);
  });
});
