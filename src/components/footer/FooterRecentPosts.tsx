'use client';

import { Link } from '@/components/ui/Link';
import { useEffect, useRef, useState } from 'react';
import type { FooterPost } from '@/server/posts/links';
import { postCategories } from '@/site/post-categories';

type Stage = 'server' | 'waiting' | 'settled';

/**
 * The footer's Blogs column: up to 15 blog post titles, each linking to /blog/{slug} (on a phone
 * the 5 newest: the column is a footer, not a second blog list). Posts are requested only once the
 * footer scrolls into view. Until this runs in the browser the column links to the blog (without
 * JavaScript, for good). The box keeps the height of the titles it will show (5 lines on a phone,
 * 2 or 3 columns of single lines above), so their arrival moves nothing below it.
 */
export function FooterRecentPosts({
  loadingText,
  emptyText,
  allPostsText,
}: {
  loadingText: string;
  emptyText: string;
  allPostsText: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [posts, setPosts] = useState<FooterPost[]>([]);
  const [stage, setStage] = useState<Stage>('server');

  useEffect(() => {
    const footer = box.current?.closest('footer') ?? box.current;
    if (!footer) return;
    setStage('waiting');
    let mounted = true;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // The store loads only now: the footer is on every page, most visits never scroll to it.
      // It keeps any failure in its error field; the column then shows its empty text.
      void import('./footer-posts')
        .then(async ({ useFooterPosts }) => {
          await useFooterPosts.getState().fetchPosts();
          if (mounted) setPosts(useFooterPosts.getState().posts);
        })
        .catch(() => {})
        .finally(() => {
          if (mounted) setStage('settled');
        });
    });
    observer.observe(footer);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, []);

  const blogPath = postCategories.blog.path;

  return (
    <div
      ref={box}
      data-testid="footer-recent-posts"
      className="mt-3 min-h-40 text-sm sm:min-h-64 lg:min-h-40"
    >
      {posts.length > 0 ? (
        <ul className="grid grid-cols-1 gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} className="h-8 leading-8 max-sm:[&:nth-child(n+6)]:hidden">
              <Link
                href={`${blogPath}/${post.slug}`}
                title={post.title}
                lang={post.lang}
                className="block truncate rounded transition-colors hover:text-gold-500"
              >
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : stage === 'server' ? (
        <p className="leading-8 text-sand-200">
          <Link href={blogPath} className="underline-offset-4 hover:underline">
            {allPostsText}
          </Link>
        </p>
      ) : (
        <p role="status" className="leading-8 text-sand-200">
          {stage === 'settled' ? emptyText : loadingText}
        </p>
      )}
    </div>
  );
}
