import { requestWords } from '@/components/locale/request-locale';
import { loadCompany } from '@/server/company';

/**
 * The company's facts the intro journey's slides show, in the address's language
 * (/ar/journey-facts.json is this route's Arabic twin), fetched with the journey's scene. Read
 * per request (WordPress's option or content/company.json, as the pages read them), so a
 * change shows as soon as the pages show it.
 */
export async function GET() {
  const { journey } = await requestWords();
  return Response.json(journey.journeyFactsOf(await loadCompany()), {
    headers: { 'Cache-Control': 'no-cache' },
  });
}
