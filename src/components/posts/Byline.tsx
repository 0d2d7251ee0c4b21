import { Link } from '@/components/ui/Link';
import type { BylineAuthor } from '@/lib/posts/authors';

/**
 * "By <author>", the name linking to the author's page when the content service gives one, and
 * isolated from the words around it. Inside a card that is one link, the name's link sits above
 * the card's (`.byline-link`). Rendered by the post page (server) and the post cards (client).
 */
export function Byline({ by, author }: { by: string; author: BylineAuthor }) {
  return (
    <span>
      {by}{' '}
      <bdi lang={author.lang} dir={author.dir}>
        {author.href ? (
          <Link href={author.href} className="byline-link">
            {author.name}
          </Link>
        ) : (
          author.name
        )}
      </bdi>
    </span>
  );
}
