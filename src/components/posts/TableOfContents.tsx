import { cardClass } from '@/components/ui/Card';
import type { TocEntry } from '@/lib/posts/toc';

/** Links to every h2 of a post or document by id; plain anchors, so it works without JavaScript. */
export function TableOfContents({
  entries,
  label,
  lang,
  dir,
}: {
  entries: readonly TocEntry[];
  label: string;
  /** The language of the entries, when it may differ from the page's (a post's headings). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  return (
    <nav aria-labelledby="toc-heading" className={`${cardClass} p-6`}>
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-gold-700">
        {label}
      </h2>
      <ol className="mt-3 space-y-2 text-sm" lang={lang} dir={dir}>
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
