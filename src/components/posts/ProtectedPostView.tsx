import { ButtonLink } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { postCategories, type PostCategory } from '@/site/post-categories';
import { postWords } from '@/site/post-words';

/**
 * A password-protected post: WordPress gives visitors its title only, so its page says it is
 * protected instead of showing its (hidden) text.
 */
export function ProtectedPostView({ title, category }: { title: string; category: PostCategory }) {
  const list = postCategories[category];
  return (
    <article aria-labelledby="post-title">
      <header className="bg-teal-900 pb-14 pt-36 text-white">
        <div className="container-page">
          <h1
            id="post-title"
            dir="auto"
            className="max-w-4xl text-3xl font-bold leading-tight md:text-5xl"
          >
            {title}
          </h1>
        </div>
      </header>
      <div className="container-page py-12">
        <Notice size="large" className="max-w-2xl">
          <p>{postWords.protected.notice}</p>
        </Notice>
        <ButtonLink href={list.path} variant="secondary" className="mt-8">
          {postWords.protected.back(list.label)}
        </ButtonLink>
      </div>
    </article>
  );
}
