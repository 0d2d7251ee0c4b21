import { headers } from 'next/headers';
import { renderNonce } from '#host/shared';
import { requestLocale } from '@/components/locale/request-locale';

// The schema.org types of this site's structured data that are creative works, which say the
// language they are written in; an Organization or a BreadcrumbList has no language.
const WRITTEN = new Set(['WebPage', 'ContactPage', 'FAQPage', 'BlogPosting', 'WebSite']);

/**
 * Structured data for search engines, carrying the request's CSP nonce. Each item says the
 * language it is written in (`inLanguage`): the page's, unless the item names its own (a post).
 */
export async function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = renderNonce(await headers());
  const withLanguage = WRITTEN.has(String(data['@type']))
    ? { inLanguage: await requestLocale(), ...data }
    : data;
  // JSON.stringify does not escape "<", so "</script>" in a value could end the element early.
  const json = JSON.stringify(withLanguage).replace(/</g, '\\u003c');
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
  );
}
