import 'server-only';
import { siteUrl } from '@/lib/env/site-url';
import { log } from '@/server/log';
import { toPostView, type PostView } from '@/server/posts/view';
import { previewConfig } from './config';
import { readPreview } from './read';
import { verifyPreviewToken } from './token';

/**
 * A preview page: off (no preview configuration: 404), refused (401 for a missing, forged or
 * expired token; 403 for a token of another post), missing (the post is gone: 404),
 * unavailable (WordPress failed), or the post as its page would show it.
 */
export type PreviewPage =
  | { kind: 'off' }
  | { kind: 'missing' }
  | { kind: 'unavailable' }
  | { kind: 'refused'; status: 401 | 403 }
  | { kind: 'post'; view: PostView; expires: Date };

const wholeNumber = (value: unknown) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : undefined;
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The preview the address `/preview?post=ID&token=JWT` (made by the companion plugin) asks for. */
export async function loadPreview(
  params: Record<string, string | string[] | undefined>,
): Promise<PreviewPage> {
  const config = previewConfig();
  if (!config) return { kind: 'off' };
  const post = wholeNumber(params.post);
  const verified = await verifyPreviewToken(text(params.token), post, {
    secret: config.secret,
    siteOrigin: new URL(siteUrl).origin,
  });
  if ('refusal' in verified) {
    log.warn({ post, refusal: verified.refusal }, 'Preview refused');
    return { kind: 'refused', status: verified.refusal === 'forbidden' ? 403 : 401 };
  }
  try {
    const read = await readPreview(config, verified.claims);
    if ('post' in read)
      return { kind: 'post', view: toPostView(read.post), expires: verified.claims.expires };
    if (read.problem === 'credentials')
      log.error('Preview: WordPress refused WORDPRESS_USER / WORDPRESS_APPLICATION_PASSWORD');
    if (read.problem === 'forbidden') return { kind: 'refused', status: 403 };
    return read.problem === 'missing' ? { kind: 'missing' } : { kind: 'unavailable' };
  } catch (error) {
    log.error({ err: error, post }, 'Preview: WordPress could not be read');
    return { kind: 'unavailable' };
  }
}
