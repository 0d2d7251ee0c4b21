import type { ReactNode } from 'react';
import { SampleMark } from '@/components/ui/SampleMark';
import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import type { PostSummary } from '@/lib/content-client/types';
import { PostDate } from './PostDate';
import type { PostView as PostViewModel } from '@/server/posts/view';
import { requestLocale, requestWords } from '@/components/locale/request-locale';
import { bylineAuthor, bylineWord } from '@/lib/posts/authors';
import { PostGrid } from './PostCard';
import { TableOfContents } from './TableOfContents';
import { Byline } from './Byline';
import { PostArticle } from './PostArticle';
import { FeaturedImagePreload } from './FeaturedImagePreload';
import { featuredImageSizes } from './featured-image';

// Content HTML is styled by prose-wasla and post-content (globals.css): only post bodies need those rules.
const contentClass = 'prose-wasla post-content max-w-none';

/** A blog post or success story: header, featured image, table of contents, content, tags, related posts. */
export async function PostView({
  post,
  related,
  eyebrow,
  notice,
}: {
  post: PostViewModel;
  related: readonly PostSummary[];
  eyebrow?: string;
  /** Shown above the title (a preview's banner). */
  notice?: ReactNode;
}) {
  const words = await requestWords();
  const locale = await requestLocale();
  const list = words.postCategories.postCategories[post.category];
  const labels = words.chrome.chromeWords.posts;
  // The post's own words (title, headings, caption, tags) are marked with its language, which
  // may not be the page's (an English post on an Arabic page).
  const own = { lang: post.language.language, dir: post.language.direction };
  return (
    <>
      <PostArticle
        title={post.title}
        lang={post.language.language}
        dir={post.language.direction}
        above={
          <>
            {notice}
            <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-gold-500">
              {eyebrow ?? (
                <Link href={list.path} className="hover:underline">
                  {list.label}
                </Link>
              )}
            </p>
          </>
        }
        below={
          <p className="mt-5 text-sand-100">
            {post.author ? (
              <Byline by={bylineWord(locale)} author={bylineAuthor(post.author)} />
            ) : null}
            {post.author && post.published ? <span aria-hidden="true"> · </span> : null}
            {post.published ? <PostDate date={post.published} /> : null}
            <SampleMark fact={post} />
          </p>
        }
      >
        <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
          {post.toc.length > 0 ? (
            <aside className="lg:col-start-2 lg:row-start-1">
              <div className="lg:sticky lg:top-28">
                <TableOfContents entries={post.toc} label={labels.inThisArticle} {...own} />
              </div>
            </aside>
          ) : null}
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            {post.image ? (
              <figure className="mb-10" {...own}>
                {/* With a table of contents the image is the largest paint from lg up only,
                    beside it right under the header; below lg the table of contents comes first
                    and on a phone pushes the image below the first screen, where a preload would
                    take the phone's bandwidth from the page's own HTML. */}
                {post.toc.length > 0 ? <FeaturedImagePreload src={post.image.src} /> : null}
                <Image
                  src={post.image.src}
                  alt={post.image.alt}
                  width={post.image.width}
                  height={post.image.height}
                  sizes={featuredImageSizes}
                  // Without a table of contents it is the largest paint on every screen.
                  preload={post.toc.length === 0 || undefined}
                  className="w-full rounded-[var(--radius-card)] bg-sand-100"
                />
                {post.image.captionHtml ? (
                  <figcaption
                    className="mt-3 text-sm text-muted"
                    dangerouslySetInnerHTML={{ __html: post.image.captionHtml }}
                  />
                ) : null}
              </figure>
            ) : null}
            {/* Sanitised on the server (src/server/posts/sanitize.ts) before it gets here. */}
            <div
              className={contentClass}
              lang={post.language.language}
              dir={post.language.direction}
              data-testid="post-content"
            >
              {post.parts.map((part, index) => (
                // Each part waits to be laid out until the reader nears it (globals.css).
                <div
                  key={index}
                  className="render-when-near"
                  dangerouslySetInnerHTML={{ __html: part }}
                />
              ))}
            </div>
            {post.tags.length > 0 ? (
              <div className="mt-10 border-t border-sand-200 pt-6">
                <h2 className="text-sm font-semibold uppercase tracking-wider text-gold-700">
                  {labels.tags}
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2" {...own}>
                  {post.tags.map((tag) => (
                    <li
                      key={tag.slug}
                      className="rounded-full bg-teal-100 px-3 py-1 text-sm text-teal-900"
                    >
                      {tag.name}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </div>
      </PostArticle>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="render-when-near bg-sand-100 py-16">
          <div className="container-page">
            <h2 id="related-heading" className="mb-8 text-2xl font-bold text-teal-900">
              {list.relatedHeading}
            </h2>
            <PostGrid posts={related} label={list.relatedHeading} headingLevel="h3" />
          </div>
        </section>
      ) : null}
    </>
  );
}
