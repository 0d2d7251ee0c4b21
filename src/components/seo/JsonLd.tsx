import { headers } from 'next/headers';
import { renderNonce } from '#host/shared';

/** Structured data for search engines, carrying the request's CSP nonce. */
export async function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = renderNonce(await headers());
  // JSON.stringify does not escape "<", so "</script>" in a value could end the element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
  );
}
