import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import { linkedCardClass, stretchedLinkClass } from '@/components/ui/Card';
import { postPath, toListCard } from '@/lib/posts/cards';
import { isSamplePost } from '@/lib/posts/sample';
import { SampleMark } from '@/components/ui/SampleMark';
import { parseWpDate } from '@/lib/content-client/dates';
import type { PostSummary } from '@/lib/content-client/types';
import { PostDate } from './PostDate';
import { Byline } from './Byline';
import { bylineOf } from '@/lib/posts/authors';
import { site } from '@/site/config';
import { postAddress, summaryLocale } from '@/lib/posts/post-locale';
import { requestLocale } from '@/components/locale/request-locale';
import { localeFacts, type Locale } from '@/site/locale';

/** A list card: image (or the placeholder), title linking to the post, date and excerpt. */
export function PostCard({
  post,
  headingLevel: Heading = 'h2',
  pageLocale = 'en',
}: {
  post: PostSummary;
  headingLevel?: 'h2' | 'h3';
  /** The language of the page listing it: a post in another is labelled and opens as a new document. */
  pageLocale?: Locale;
}) {
  const postLocale = summaryLocale(post);
  const foreign = postLocale !== pageLocale;
  const card = toListCard(post);
  const media = post.featuredImage?.node.mediaDetails;
  const size =
    card.image !== site.placeholderImage.src && media?.width && media.height
      ? { width: media.width, height: media.height }
      : site.placeholderImage;
  const published = parseWpDate(post.dateGmt);
  const sample = isSamplePost(post.tags.nodes);
  const byline = bylineOf(post);
  return (
    // On a phone a row, a thumbnail beside the words: ten full-width cards were a long scroll.
    <article
      lang={foreign ? postLocale : undefined}
      className={`${linkedCardClass} flex h-full flex-col transition-shadow max-sm:flex-row`}
    >
      <Image
        src={card.image}
        alt=""
        width={size.width}
        height={size.height}
        sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 96px"
        className="aspect-[1200/630] w-full bg-sand-100 object-cover max-sm:aspect-auto max-sm:w-24 max-sm:shrink-0 max-sm:self-stretch"
      />
      <div className="flex flex-1 flex-col gap-2 p-6 max-sm:gap-1 max-sm:p-4">
        {published || sample || byline ? (
          <p className="text-sm font-medium text-gold-700">
            {published ? <PostDate date={published} /> : null}
            {published && byline ? <span aria-hidden="true"> · </span> : null}
            {byline ? <Byline author={byline} /> : null}
            <SampleMark fact={{ sample }} />
          </p>
        ) : null}
        {/* Titles and excerpts run in their own script's direction (an Arabic post's right to left). */}
        <Heading dir="auto" className="text-xl font-bold leading-snug text-teal-900 max-sm:text-lg">
          {/* The link covers the whole card; its text is the title alone. */}
          {foreign ? (
            // Another language's page: its own document (lang, dir, words), not a transition.
            <a
              href={postAddress(post)}
              hrefLang={postLocale}
              lang={postLocale}
              className={stretchedLinkClass}
            >
              {card.title}
            </a>
          ) : (
            <Link href={postPath(post)} className={stretchedLinkClass}>
              {card.title}
            </Link>
          )}
        </Heading>
        {foreign ? (
          <p className="text-sm font-semibold text-teal-800" lang={postLocale}>
            {localeFacts[postLocale].label}
          </p>
        ) : null}
        {post.excerpt ? (
          <p dir="auto" className="line-clamp-3 text-muted max-sm:line-clamp-2">
            {post.excerpt}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Cards in a responsive grid, each marked when in another language than the page's. */
export async function PostGrid({
  posts,
  label,
  headingLevel,
}: {
  posts: readonly PostSummary[];
  label: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const pageLocale = await requestLocale();
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} pageLocale={pageLocale} />
        </li>
      ))}
    </ul>
  );
}
