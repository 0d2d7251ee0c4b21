import { cardClass } from '@/components/ui/Card';
import type { TocEntry } from '@/lib/posts/toc';

/** Links to every h2 of a post or document by id; plain anchors, so it works without JavaScript. */
export function TableOfContents({
  entries,
  label = 'In this article',
}: {
  entries: readonly TocEntry[];
  label?: string;
}) {
  return (
    <nav aria-labelledby="toc-heading" className={`${cardClass} p-6`}>
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-gold-700">
        {label}
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
