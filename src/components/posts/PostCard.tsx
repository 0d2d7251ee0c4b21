import { postPath, toListCard } from '@/lib/posts/cards';
import { isSamplePost } from '@/lib/posts/sample';
import { parseWpDate } from '@/lib/content-client/dates';
import type { PostSummary } from '@/lib/content-client/types';
import { bylineAuthor, bylineOf, bylineWord } from '@/lib/posts/authors';
import { formatPostDate } from '@/lib/dates/format';
import { site } from '@/site/config';
import { postAddress, summaryLocale } from '@/lib/posts/post-locale';
import { requestLocale } from '@/components/locale/request-locale';
import { localeFacts, type Locale } from '@/site/locale';
import { wideColumns } from '@/components/ui/grid-columns';
import { PostCardList, type PostCardView } from './PostCardList';

/**
 * A list card's contents: image (or the placeholder), title linking to the post, date, byline
 * and excerpt, in the words of the page listing it (`pageLocale`): a post in another language is
 * labelled and opens as a new document.
 */
function postCardView(post: PostSummary, pageLocale: Locale): PostCardView {
  const postLocale = summaryLocale(post);
  const foreign = postLocale !== pageLocale;
  const card = toListCard(post);
  const media = post.featuredImage?.node.mediaDetails;
  const size =
    card.image !== site.placeholderImage.src && media?.width && media.height
      ? { width: media.width, height: media.height }
      : site.placeholderImage;
  const view: PostCardView = {
    title: card.title,
    href: foreign ? postAddress(post) : postPath(post),
    image: [card.image, size.width, size.height],
  };
  if (post.excerpt) view.excerpt = post.excerpt;
  if (foreign) view.foreign = { lang: postLocale, label: localeFacts[postLocale].label };
  const published = parseWpDate(post.dateGmt);
  if (published) view.date = [published.toISOString(), formatPostDate(published, pageLocale)];
  const byline = bylineOf(post);
  if (byline) view.author = bylineAuthor(byline);
  if (isSamplePost(post.tags.nodes)) view.sample = true;
  return view;
}

/**
 * Cards in a responsive grid, each marked when in another language than the page's. Their
 * looks come from `.post-grid` (globals.css).
 */
export async function PostGrid({
  posts,
  label,
  headingLevel = 'h2',
}: {
  posts: readonly PostSummary[];
  label: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const pageLocale = await requestLocale();
  return (
    <ul aria-label={label} className={`post-grid ${wideColumns(posts.length)}`}>
      <PostCardList
        cards={posts.map((post) => postCardView(post, pageLocale))}
        headingLevel={headingLevel}
        by={bylineWord(pageLocale)}
      />
    </ul>
  );
}
