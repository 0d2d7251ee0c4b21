import { Link } from '@/components/ui/Link';
import { postPath, toListCard } from '@/lib/posts/cards';
import { isSamplePost } from '@/lib/posts/sample';
import { SampleMark } from '@/components/ui/SampleMark';
import { parseWpDate } from '@/lib/content-client/dates';
import type { PostSummary } from '@/lib/content-client/types';
import { PostCardImage } from './PostCardImage';
import { PostDate } from './PostDate';
import { Byline } from './Byline';
import { bylineOf } from '@/lib/posts/authors';
import { site } from '@/site/config';
import { postAddress, summaryLocale } from '@/lib/posts/post-locale';
import { requestLocale } from '@/components/locale/request-locale';
import { localeFacts, type Locale } from '@/site/locale';
import { wideColumns } from '@/components/ui/grid-columns';

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
    // Its looks come from `.post-grid` (globals.css): as utility lists they were written once per
    // card into the page's HTML and again into its inline payload.
    <article lang={foreign ? postLocale : undefined}>
      <PostCardImage src={card.image} width={size.width} height={size.height} />
      <div>
        {published || sample || byline ? (
          <p className="post-meta">
            {published ? <PostDate date={published} /> : null}
            {published && byline ? <span aria-hidden="true"> · </span> : null}
            {byline ? <Byline author={byline} /> : null}
            <SampleMark fact={{ sample }} />
          </p>
        ) : null}
        {/* Titles and excerpts run in their own script's direction (an Arabic post's right to left). */}
        <Heading dir="auto">
          {/* The link covers the whole card; its text is the title alone. */}
          {foreign ? (
            // Another language's page: its own document (lang, dir, words), not a transition.
            // Its language is the card's (the article's lang).
            <a href={postAddress(post)} hrefLang={postLocale}>
              {card.title}
            </a>
          ) : (
            <Link href={postPath(post)}>{card.title}</Link>
          )}
        </Heading>
        {foreign ? <p className="post-language">{localeFacts[postLocale].label}</p> : null}
        {post.excerpt ? (
          <p dir="auto" className="post-excerpt">
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
    <ul aria-label={label} className={`post-grid ${wideColumns(posts.length)}`}>
      {/* Keyed by position: a post's id would be written into the payload once per card. */}
      {posts.map((post, index) => (
        <li key={index}>
          <PostCard post={post} headingLevel={headingLevel} pageLocale={pageLocale} />
        </li>
      ))}
    </ul>
  );
}
