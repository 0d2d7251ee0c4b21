import { requestLocale } from '@/components/locale/request-locale';
import { Link } from '@/components/ui/Link';
import { authorPath, type Byline as BylineModel } from '@/lib/posts/authors';
import { detectLanguage } from '@/lib/posts/language';
import { authorWords as arabic } from '@/site/ar/author-words';
import { authorWords as english } from '@/site/author-words';

/**
 * "By <author>", the name linking to the author's page when the content service gives one.
 * Inside a card that is one link, the name's link sits above the card's (`.byline-link`).
 */
export async function Byline({ author, className }: { author: BylineModel; className?: string }) {
  const { by } = (await requestLocale()) === 'ar' ? arabic : english;
  // The name as it is written (a Latin name on an Arabic page), isolated from the words around it.
  const { language, direction } = detectLanguage(author.name);
  return (
    <span className={className}>
      {by}{' '}
      <bdi lang={language} dir={direction}>
        {author.slug ? (
          <Link href={authorPath(author.slug)} className="byline-link">
            {author.name}
          </Link>
        ) : (
          author.name
        )}
      </bdi>
    </span>
  );
}
