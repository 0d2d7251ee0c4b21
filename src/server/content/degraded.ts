import 'server-only';
import { headers } from 'next/headers';
import { markRenderDegraded, renderNonce } from '#host/shared';

/**
 * The page being rendered shows less than the content service has (a read failed: last good
 * content or an empty state instead): the page cache answers it but does not keep it. Outside
 * a page render (a route handler, the build) there is nothing to mark.
 */
export async function markPageDegraded(): Promise<void> {
  let requestHeaders: Headers;
  try {
    requestHeaders = await headers();
  } catch {
    return;
  }
  markRenderDegraded(renderNonce(requestHeaders));
}
