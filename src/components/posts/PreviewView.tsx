import { ErrorView } from '@/components/errors/ErrorView';
import { Notice } from '@/components/ui/Notice';
import type { PreviewPage } from '@/server/preview';
import { site } from '@/site/config';
import { postWords } from '@/site/post-words';
import { PostView } from './PostView';

const expiryFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: site.timeZone,
  timeZoneName: 'short',
});

/** A preview in the post's own layout, under a banner that says it is one. */
export function PreviewView({
  preview,
}: {
  preview: Extract<PreviewPage, { kind: 'post' | 'unavailable' }>;
}) {
  if (preview.kind === 'unavailable')
    return (
      <div className="container-page pb-16 pt-36">
        <Notice role="alert" size="large">
          {postWords.preview.unavailable}
        </Notice>
      </div>
    );
  return (
    <PostView
      post={preview.view}
      related={[]}
      eyebrow={postWords.preview.label}
      notice={
        <Notice role="status" className="mb-6 max-w-4xl text-teal-900">
          {postWords.preview.banner(expiryFormat.format(preview.expires))}
        </Notice>
      }
    />
  );
}

/** A refused preview link: what went wrong and how to get a working one. */
export function RefusedPreview({
  status,
  words,
}: {
  status: 401 | 403;
  words: { title: string; text: string };
}) {
  return (
    <ErrorView
      content={{ status, title: words.title, description: words.text, variant: 'not-found' }}
    />
  );
}
