import { requestLocale } from '@/components/locale/request-locale';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbTrail } from '@/lib/breadcrumbs';
import type { PostSummary } from '@/lib/content-client/types';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import type { PostView as PostViewModel } from '@/server/posts/view';
import { blogPostingJsonLd } from './post-seo';
import { PostView } from './PostView';

/**
 * A post page's body: its BlogPosting and BreadcrumbList structured data (home, its list, the
 * post, like every other page below home) and the post itself.
 */
export async function PostPageBody({
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
      <JsonLd
        data={breadcrumbJsonLd(
          breadcrumbTrail(path ?? view.path, view.title, await requestLocale()),
        )}
      />
      <PostView post={view} related={related} eyebrow={eyebrow} />
    </>
  );
}
