import { describe, expect, it } from 'vitest';
import type { PageSection } from '@/site/sections';
import { sectionSamples } from './StyleGuide';

describe('the /testtt style guide', () => {
  it.each(['en', 'ar'] as const)(
    'shows every kind of section of the library, each as a page uses it (%s)',
    (locale) => {
      // Written out so that a new kind of section fails here until the style guide shows it.
      const everyKind: Record<NonNullable<PageSection['kind']>, true> = {
        prose: true,
        cards: true,
        steps: true,
        figures: true,
        checklist: true,
        team: true,
        models: true,
        cases: true,
        faq: true,
        partners: true,
        timeline: true,
        quote: true,
        cta: true,
        contact: true,
        posts: true,
        slot: true,
      };
      expect(
        sectionSamples(locale)
          .map((sample) => sample.kind)
          .sort(),
      ).toEqual(Object.keys(everyKind).sort());
    },
  );
});
