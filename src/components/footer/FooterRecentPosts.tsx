'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { selectCategory } from '@/lib/content-client/cards';
import type { BlogPost } from '@/lib/content-client/types';

/** The footer lists at most 15 posts. */
const footerPostLimit = 15;

/**
 * The footer's Blogs column: up to 15 blog post titles, each linking to /blog/{slug}. Posts are
 * requested only once the footer scrolls into view. The box keeps the height of the 10 posts the
 * list query returns as 1, 2 or 3 columns of single-line titles, so their arrival
 * moves nothing below it.
 */
export function FooterRecentPosts({
  loadingText,
  emptyText,
}: {
  loadingText: string;
  emptyText: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [posts, setPosts] = useState<BlogPost[]>([]);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    const footer = box.current?.closest('footer') ?? box.current;
    if (!footer) return;
    let mounted = true;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // The blog store (content client, schemas) loads only now: the footer is on every page,
      // most visits never scroll to it. The store keeps any failure in its error field; the
      // column then shows its empty text.
      void import('@/components/blog/blog-store')
        .then(async ({ useBlogStore }) => {
          await useBlogStore.getState().fetchPosts();
          if (mounted) setPosts(useBlogStore.getState().posts);
        })
        .catch(() => {})
        .finally(() => {
          if (mounted) setSettled(true);
        });
    });
    observer.observe(footer);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, []);

  const links = selectCategory(posts, 'blog').slice(0, footerPostLimit);

  return (
    <div
      ref={box}
      data-testid="footer-recent-posts"
      className="mt-3 min-h-80 text-sm sm:min-h-40 lg:min-h-32"
    >
      {links.length > 0 ? (
        <ul className="grid grid-cols-1 gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((post) => (
            <li key={post.id} className="h-8 leading-8">
              <Link
                href={`/blog/${post.slug}`}
                title={post.title}
                className="block truncate rounded transition-colors hover:text-gold-500"
              >
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="leading-8 text-sand-200">
          {settled ? emptyText : loadingText}
        </p>
      )}
    </div>
  );
}
