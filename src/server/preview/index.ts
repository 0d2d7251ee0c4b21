import 'server-only';
import { siteUrl } from '@/lib/env/site-url';
import { log } from '@/server/log';
import { toPostView, type PostView } from '@/server/posts/view';
import { previewConfig, type PreviewConfig } from './config';
import { readPreview } from './read';
import { verifyPreviewToken, type PreviewClaims } from './token';

/**
 * A preview page: off (no preview configuration: 404), refused (401 for a missing, forged or
 * expired token; 403 for a token of another post), missing (the post is gone, or not the one
 * the token was made for: 404), unavailable (WordPress failed), or the post as its page would
 * show it.
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

/**
 * The status a preview address is refused with before WordPress is asked (its token: 401 for a
 * missing, forged or expired one, 403 for another post's), or undefined. The proxy answers with
 * it (a page has no status of its own but 404), and the page shows why from the same check.
 */
export async function previewRefusal(
  params: Record<string, string | string[] | undefined>,
): Promise<401 | 403 | undefined> {
  const config = previewConfig();
  if (!config) return undefined;
  const checked = await checkToken(config, params);
  if (!('status' in checked)) return undefined;
  log.warn({ post: params.post, status: checked.status }, 'Preview refused');
  return checked.status;
}

async function checkToken(
  config: PreviewConfig,
  params: Record<string, string | string[] | undefined>,
): Promise<{ claims: PreviewClaims } | { status: 401 | 403 }> {
  const post = wholeNumber(params.post);
  const verified = await verifyPreviewToken(text(params.token), post, {
    secret: config.secret,
    siteOrigin: new URL(siteUrl).origin,
  });
  if (!('refusal' in verified)) return verified;
  return { status: verified.refusal === 'forbidden' ? 403 : 401 };
}

/** The preview the address `/preview?post=ID&token=JWT` (made by the companion plugin) asks for. */
export async function loadPreview(
  params: Record<string, string | string[] | undefined>,
): Promise<PreviewPage> {
  const config = previewConfig();
  if (!config) return { kind: 'off' };
  const verified = await checkToken(config, params);
  if ('status' in verified) return { kind: 'refused', status: verified.status };
  try {
    const read = await readPreview(config, verified.claims);
    if ('post' in read)
      return { kind: 'post', view: toPostView(read.post), expires: verified.claims.expires };
    if (read.problem === 'credentials')
      log.error('Preview: WordPress refused WORDPRESS_USER / WORDPRESS_APPLICATION_PASSWORD');
    // A revision of another post, or another WordPress's: no such post for this token (404).
    if (read.problem === 'forbidden' || read.problem === 'missing') return { kind: 'missing' };
    return { kind: 'unavailable' };
  } catch (error) {
    log.error({ err: error, post: verified.claims.post }, 'Preview: WordPress could not be read');
    return { kind: 'unavailable' };
  }
}
