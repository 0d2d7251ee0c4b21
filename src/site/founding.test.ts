import { describe, expect, it } from 'vitest';
import { foundingSchema, parseContent } from './content-schema';
import { founders, founding, milestones } from './founding';
import { pagesByLocale } from './pages';
import { productPaths } from './config';

const words = (value: unknown): string => JSON.stringify(value);
const birthPage = pagesByLocale.en[productPaths.birth];
const arabicBirthPage = pagesByLocale.ar[productPaths.birth];

describe('the founding story (content/founding.json)', () => {
  it('names no founding year or founder the company has not given, and tags every sample fact', () => {
    expect(founding.year).toBeNull();
    // No year anywhere on the page while the file gives none: nothing is made up.
    expect(words(birthPage)).not.toMatch(/\b(19|20)\d\d\b/);
    expect(words(arabicBirthPage)).not.toMatch(/\b(19|20)\d\d\b/);
    expect(birthPage.hero?.eyebrow).toBe('Our story');
    expect(founders().every((founder) => founder.sample && !founder.name)).toBe(true);
    expect(milestones().every((milestone) => milestone.sample)).toBe(true);
    expect(milestones('ar').map((milestone) => milestone.title)).toEqual(
      founding.milestones.map((milestone) => milestone.ar?.title),
    );
  });

  it('refuses a year that is not one, naming the file and field', () => {
    expect(() =>
      parseContent('content/founding.json', foundingSchema, {
        year: 'soon',
        founders: [],
        milestones: [],
      }),
    ).toThrow('content/founding.json: year must be the year Wasla was founded');
  });
});
