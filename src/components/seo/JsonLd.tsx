import { headers } from 'next/headers';
import { JSON_LD_SOURCE_ATTRIBUTE, renderNonce } from '#host/shared';
import { requestLocale } from '@/components/locale/request-locale';
import { jsonLdText } from '@/lib/structured-data';

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
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: jsonLdText(withLanguage) }}
    />
  );
}

/**
 * Structured data that the production host writes into the page's HTML as it renders it, from
 * what the site answers at `source` (host/shared/host-json-ld.mjs): the element crosses to the
 * browser empty, so its text is in the page once, where a script of the React tree is in the
 * HTML and again in the inline flight data. The browser keeps the text it parsed (React does not
 * compare an element's inner HTML when hydrating). Under `next dev`, which has no host, it stays
 * empty.
 */
export async function HostJsonLd({ source }: { source: string }) {
  const nonce = renderNonce(await headers());
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      {...{ [JSON_LD_SOURCE_ATTRIBUTE]: source }}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
