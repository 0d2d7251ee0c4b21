import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PreviewView, RefusedPreview } from '@/components/posts/PreviewView';
import { pageQuery } from '@/server/page-query';
import { loadPreview } from '@/server/preview';
import { postWords } from '@/site/post-words';

// Never indexed, never cached: the page is per request (its address carries the token), and the
// server's page cache leaves /preview alone.
export const metadata: Metadata = {
  title: postWords.preview.title,
  robots: { index: false, follow: false },
};

/** /preview?post=ID&token=JWT: an editor's draft or unsaved changes, from WordPress's Preview. */
export default async function PreviewPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const preview = await loadPreview(await pageQuery('/preview', searchParams));
  switch (preview.kind) {
    case 'off':
    case 'missing':
      notFound();
    case 'refused':
      // The proxy answers with this status (src/proxy.ts).
      return (
        <RefusedPreview
          status={preview.status}
          words={preview.status === 403 ? postWords.preview.forbidden : postWords.preview.refused}
        />
      );
    case 'unavailable':
    case 'post':
      return <PreviewView preview={preview} />;
  }
}
