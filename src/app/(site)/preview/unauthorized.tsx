import { RefusedPreview } from '@/components/posts/PreviewView';
import { postWords } from '@/site/post-words';

/** 401: a preview address without a valid token (missing, forged or expired). */
export default function PreviewUnauthorized() {
  return <RefusedPreview status={401} words={postWords.preview.refused} />;
}
