import { headers } from 'next/headers';
import { renderNonce } from '#host/shared';
import { pathWithoutLocale } from '@/site/locale';
import { journeyGateScripts, type JourneyGateMode } from './journey-flag';

/**
 * The inline script that decides, before the first paint, whether the journey or the site
 * shows. With `path`, it is only sent on that request path (the layout renders it ahead of the
 * header, so no frame of the header can paint first). It carries the request's CSP nonce.
 */
export async function JourneyGateScript({ mode, path }: { mode: JourneyGateMode; path?: string }) {
  const requestHeaders = await headers();
  if (path !== undefined && pathWithoutLocale(requestHeaders.get('x-pathname') ?? '') !== path)
    return null;
  return (
    <script
      nonce={renderNonce(requestHeaders)}
      dangerouslySetInnerHTML={{ __html: journeyGateScripts[mode] }}
    />
  );
}
