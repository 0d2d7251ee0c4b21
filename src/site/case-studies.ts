import raw from '#content/case-studies.json';
import { caseStudiesSchema, parseContent } from './content-schema';
import type { CaseStudy } from './sections';

/**
 * The success stories (content/posts, category story) as figures, from content/case-studies.json:
 * every value is taken from the story itself; a story's client stays anonymous, as it is in the
 * story. A study marked `sample` is shown with a sample marker.
 */
export const caseStudies: readonly CaseStudy[] = parseContent(
  'content/case-studies.json',
  caseStudiesSchema,
  raw,
);

/** The story featured at /stories/details (`"featured": true`; the schema requires exactly one). */
export const featuredCaseStudy: CaseStudy = caseStudies.find((study) => study.featured)!;

/** Stories about any of the topics, those sharing most first (of `studies`: the Arabic twin passes its own). */
export function caseStudiesAbout(
  topics: readonly string[],
  limit = 3,
  studies: readonly CaseStudy[] = caseStudies,
): CaseStudy[] {
  const wanted = new Set(topics.map((topic) => topic.toLowerCase()));
  const shared = (study: CaseStudy) =>
    study.topics.filter((topic) => wanted.has(topic.toLowerCase())).length;
  return studies
    .filter((study) => shared(study) > 0)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, limit);
}
