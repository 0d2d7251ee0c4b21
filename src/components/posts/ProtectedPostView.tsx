import { ButtonLink } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { postCategories, type PostCategory } from '@/site/post-categories';
import { postWords } from '@/site/post-words';
import { PostArticle } from './PostArticle';

/**
 * A password-protected post: WordPress gives visitors its title only, so its page says it is
 * protected instead of showing its (hidden) text.
 */
export function ProtectedPostView({ title, category }: { title: string; category: PostCategory }) {
  const list = postCategories[category];
  return (
    <PostArticle title={title}>
      <div className="container-page py-12">
        <Notice size="large" className="max-w-2xl">
          <p>{postWords.protected.notice}</p>
        </Notice>
        <ButtonLink href={list.path} variant="secondary" className="mt-8">
          {postWords.protected.back(list.label)}
        </ButtonLink>
      </div>
    </PostArticle>
  );
}
