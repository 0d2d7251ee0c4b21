import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { JsonLd } from '@/components/seo/JsonLd';
import type { PostCategory, PostPage, PostSummary } from '@/lib/content-client/types';
import { log } from '@/server/log';
import { getFeaturedStory, getPostPage, getRelatedPosts } from '@/server/content/posts';
import { toPostView, type PostView as PostViewModel } from '@/server/content/post-view';
import { blogPostingJsonLd, postMetadata } from './post-seo';
import { PostView } from './PostView';

type SlugProps = { params: Promise<{ slug: string }> };

/** Longer than any real slug; such a request is answered 404 without asking the service. */
const maxSlugLength = 200;

const loadPost = cache(async (slug: string) => {
  if (slug.length > maxSlugLength) return null;
  const post = await getPostPage(slug);
  return post ? { post, view: toPostView(post) } : null;
});

/** Related posts are a nicety: when they cannot be read the post still shows. */
async function relatedTo(post: PostPage): Promise<PostSummary[]> {
  try {
    return await getRelatedPosts(post);
  } catch (error) {
    log.warn({ err: error, slug: post.slug }, 'Related posts unavailable');
    return [];
  }
}

function PostPageBody({
  view,
  related,
  path,
  eyebrow,
}: {
  view: PostViewModel;
  related: PostSummary[];
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

/**
 * /blog/{slug} and /stories/{slug}: the post rendered on the server. An unknown slug is the
 * 404 page; a post of the other list is redirected to its own address.
 */
export function postRoute(category: PostCategory) {
  async function generateMetadata({ params }: SlugProps): Promise<Metadata> {
    const loaded = await loadPost((await params).slug);
    return loaded && loaded.view.category === category ? postMetadata(loaded.view) : {};
  }

  async function PostRoutePage({ params }: SlugProps) {
    const loaded = await loadPost((await params).slug);
    if (!loaded) notFound();
    if (loaded.view.category !== category) permanentRedirect(loaded.view.path);
    return <PostPageBody view={loaded.view} related={await relatedTo(loaded.post)} />;
  }

  return { generateMetadata, Page: PostRoutePage };
}

const featuredPath = '/stories/details';

const loadFeatured = cache(async () => {
  try {
    const post = await getFeaturedStory();
    return post ? { post, view: toPostView(post) } : null;
  } catch (error) {
    log.error({ err: error }, 'Featured story unavailable');
    return null;
  }
});

/** /stories/details: the featured success story, or null when there is none to show. */
export const featuredStoryRoute = {
  async metadata(): Promise<Metadata | null> {
    const loaded = await loadFeatured();
    return loaded ? postMetadata(loaded.view, featuredPath) : null;
  },
  async body() {
    const loaded = await loadFeatured();
    if (!loaded) return null;
    return (
      <PostPageBody
        view={loaded.view}
        related={await relatedTo(loaded.post)}
        path={featuredPath}
        eyebrow="Featured success story"
      />
    );
  },
};
