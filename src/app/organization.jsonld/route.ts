import { jsonLdText, organizationJsonLd } from '@/lib/structured-data';
import { loadCompany } from '@/server/company';

/**
 * The home page's Organization structured data (schema.org JSON-LD), with the company's facts for
 * the request: the production host writes it into the home page's HTML as it renders it
 * (HostJsonLd in src/components/seo/JsonLd.tsx).
 */
export async function GET() {
  return new Response(jsonLdText(organizationJsonLd(await loadCompany())), {
    headers: { 'Content-Type': 'application/ld+json', 'Cache-Control': 'no-cache' },
  });
}
