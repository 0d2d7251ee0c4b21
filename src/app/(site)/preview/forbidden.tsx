import { RefusedPreview } from '@/components/posts/PreviewView';
import { postWords } from '@/site/post-words';

/** 403: a valid token of another post than the address names. */
export default function PreviewForbidden() {
  return <RefusedPreview status={403} words={postWords.preview.forbidden} />;
}
