import type { Metadata } from 'next';
import Image from 'next/image';
import { JsonLd } from '@/components/seo/JsonLd';
import { Notice } from '@/components/ui/Notice';
import { SampleMark } from '@/components/ui/SampleMark';
import { breadcrumbTrail } from '@/lib/breadcrumbs';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import type { AuthorView } from '@/server/posts/author-view';
import { authorWords as arabic } from '@/site/ar/author-words';
import { authorWords as english } from '@/site/author-words';
import type { Locale } from '@/site/locale';
import { localePath } from '@/site/locale';
import { PostGrid } from './PostCard';

/**
 * schema.org Person of an author page; none for a sample author, whose name, role and biography
 * are invented (the page shows them with the sample tag).
 */
export function personJsonLd(author: AuthorView, locale: Locale) {
  if (author.sample) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: author.name,
    url: absoluteUrl(localePath(locale, author.path)),
    ...(author.role ? { jobTitle: author.role } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.photo ? { image: absoluteUrl(author.photo.src) } : {}),
  };
}

/** /blog/authors/<slug>: the author's name, role and biography, then their posts. */
export function AuthorPageView({ author, locale }: { author: AuthorView; locale: Locale }) {
  const words = locale === 'ar' ? arabic : english;
  const person = personJsonLd(author, locale);
  return (
    <>
      {person ? <JsonLd data={person} /> : null}
      <JsonLd data={breadcrumbJsonLd(breadcrumbTrail(author.path, author.name, locale))} />
      <section className="hero" aria-labelledby="author-name">
        <div className="container-page relative flex flex-col gap-8 sm:flex-row sm:items-center">
          {author.photo ? (
            <Image
              {...author.photo}
              alt={author.photo.alt}
              sizes="160px"
              preload
              className="size-32 shrink-0 rounded-full bg-sand-100 object-cover sm:size-40"
            />
          ) : null}
          <div>
            <p className="hero-eyebrow">{words.eyebrow}</p>
            <h1 id="author-name" dir="auto" className="hero-title">
              {author.name}
              <SampleMark fact={author} />
            </h1>
            {author.role ? (
              <p className="mt-3 text-lg font-semibold text-gold-500">{author.role}</p>
            ) : null}
            {author.bio ? (
              <p dir="auto" className="hero-intro">
                {author.bio}
              </p>
            ) : null}
          </div>
        </div>
      </section>
      <section aria-labelledby="author-posts" className="container-page py-16">
        <h2 id="author-posts" className="mb-8 text-2xl font-bold text-teal-900">
          {words.postsHeading(author.name)}
        </h2>
        {author.posts.length > 0 ? (
          <PostGrid
            posts={author.posts}
            label={words.postsHeading(author.name)}
            headingLevel="h3"
          />
        ) : (
          <Notice role="status">{words.noPosts}</Notice>
        )}
      </section>
    </>
  );
}

/** An author page's title (the name), description, canonical link and Open Graph image. */
export function authorMetadata(author: AuthorView, locale: Locale): Metadata {
  const words = locale === 'ar' ? arabic : english;
  return pageMetadata({
    path: author.path,
    locale,
    title: author.name,
    description: words.description(author.name),
    image: author.photo ?? undefined,
  });
}
