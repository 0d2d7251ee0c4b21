import type { TocEntry } from '@/lib/content-client/toc';

/** Links to every h2 of the post (ids set by addHeadingIds); plain anchors, so it works without JavaScript. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav
      aria-labelledby="toc-heading"
      className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-sand-200"
    >
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-gold-700">
        In this article
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="text-teal-900 underline-offset-4 hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
