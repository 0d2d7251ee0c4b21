import { JsonLd } from '@/components/seo/JsonLd';
import type { PostSummary } from '@/lib/content-client/types';
import type { PostView as PostViewModel } from '@/server/posts/view';
import { blogPostingJsonLd } from './post-seo';
import { PostView } from './PostView';

/** A post page's body: its BlogPosting structured data and the post itself. */
export function PostPageBody({
  view,
  related,
  path,
  eyebrow,
}: {
  view: PostViewModel;
  related: readonly PostSummary[];
  path?: string;
  eyebrow?: string;
}) {
  return (
    <>
      <JsonLd data={blogPostingJsonLd(view, path)} />
      <PostView post={view} related={related} eyebrow={eyebrow} />
    </>
  );
}
