import type { Metadata } from 'next';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';
import type { PostView } from '@/server/posts/view';
import { site } from '@/site/config';
import { postCategories } from '@/site/post-categories';
import { localeOfLanguage } from '@/lib/posts/post-locale';
import { localePath, type Locale } from '@/site/locale';
import { authorPath, type Byline } from '@/lib/posts/authors';

/**
 * The byline as structured data claims it: a sample post's author is invented, so search engines
 * get the company as author instead (the page itself shows the byline with a "sample" tag).
 */
const confirmedAuthor = (post: PostView) => post.author !== null && !post.sample;

/** The author as structured data names them, with their page when they have one. */
const personRef = (author: Byline) => ({
  '@type': 'Person',
  name: author.name,
  ...(author.slug ? { url: absoluteUrl(authorPath(author.slug)) } : {}),
});

/**
 * A post's title, description (its excerpt), canonical link, Open Graph image and article
 * metadata. `languages`: the languages its address exists in (a post is written in one, and
 * none names a translation yet; the featured story's fixed page exists in both).
 */
export function postMetadata(
  post: PostView,
  path: string = post.path,
  languages: readonly Locale[] = [localeOfLanguage(post.language.language)],
): Metadata {
  const locale = localeOfLanguage(post.language.language);
  return pageMetadata({
    path,
    locale,
    languages,
    title: post.title,
    description: post.description,
    image: post.image
      ? {
          src: post.image.src,
          width: post.image.width,
          height: post.image.height,
          alt: post.image.alt || post.title,
        }
      : undefined,
    article: {
      publishedTime: post.published?.toISOString(),
      modifiedTime: post.modified?.toISOString(),
      authors: confirmedAuthor(post) ? [post.author!.name] : undefined,
      tags: post.tags.map((tag) => tag.name),
    },
  });
}

/** schema.org BlogPosting of a post page. */
export function blogPostingJsonLd(post: PostView, path: string = post.path) {
  const url = absoluteUrl(localePath(localeOfLanguage(post.language.language), path));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(post.image?.src ?? site.socialImage.src),
    ...(post.published ? { datePublished: post.published.toISOString() } : {}),
    ...(post.modified ? { dateModified: post.modified.toISOString() } : {}),
    ...(confirmedAuthor(post)
      ? { author: personRef(post.author!) }
      : { author: { '@type': 'Organization', name: site.name } }),
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(site.logo.src) },
    },
    keywords: post.tags.map((tag) => tag.name).join(', ') || undefined,
    articleSection: postCategories[post.category].label,
    inLanguage: post.language.language,
  };
}
