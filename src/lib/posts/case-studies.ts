import type { PostSummary, StoryCaseStudy } from '@/lib/content-client/types';
import type { Locale } from '@/site/locale';
import type { CaseSelection, CaseStudy } from '@/site/sections';
import { site } from '@/site/config';
import { selectCategory, toListCard } from './cards';
import { summaryLocale } from './post-locale';
import { isSamplePost, topicTags } from './sample';

/**
 * The case studies a page in `locale` can show: each published success story that has case
 * study fields, newest first. The title, topics, picture, featured flag and sample marking are
 * the story's own; the figures are its fields, in Arabic on an Arabic page when the story gives
 * them (else in the story's language, which the card then names). A story written in Arabic
 * is not shown on English pages.
 */
export function caseStudiesOf(
  index: readonly PostSummary[],
  fields: readonly StoryCaseStudy[],
  locale: Locale,
): CaseStudy[] {
  const bySlug = new Map(fields.map((story) => [story.slug, story.caseStudy]));
  return selectCategory(index, 'story').flatMap((post): CaseStudy[] => {
    const study = bySlug.get(post.slug);
    const storyLocale = summaryLocale(post);
    if (!study || (locale === 'en' && storyLocale === 'ar')) return [];
    const words = locale === 'ar' && study.arabic ? study.arabic : study;
    const media = post.featuredImage?.node.mediaDetails;
    const image = toListCard(post).image;
    return [
      {
        story: post.slug,
        title: words.title ?? post.title,
        country: words.country ?? undefined,
        sector: words.sector,
        buyer: words.buyer,
        scope: words.scope,
        outcomes: words.outcomes,
        topics: topicTags(post.tags.nodes).map((tag) => tag.name),
        image:
          image !== site.placeholderImage.src && media?.width && media.height
            ? { src: image, width: media.width, height: media.height, alt: '' }
            : undefined,
        featured: post.isSticky,
        sample: isSamplePost(post.tags.nodes),
        lang: words === study.arabic || storyLocale === locale ? undefined : storyLocale,
      },
    ];
  });
}

/**
 * The case studies a section asks for: the featured story's (the sticky one, else the newest),
 * those sharing most of some topics (any case; none shared, none shown), or the newest.
 */
export function chooseCaseStudies(
  studies: readonly CaseStudy[],
  selection: CaseSelection,
): CaseStudy[] {
  if ('featured' in selection) {
    const featured = studies.find((study) => study.featured) ?? studies[0];
    return featured ? [featured] : [];
  }
  const limit = selection.limit ?? studies.length;
  if (!selection.about) return studies.slice(0, limit);
  const wanted = new Set(selection.about.map((topic) => topic.toLowerCase()));
  const shared = (study: CaseStudy) =>
    study.topics.filter((topic) => wanted.has(topic.toLowerCase())).length;
  return studies
    .filter((study) => shared(study) > 0)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, limit);
}
