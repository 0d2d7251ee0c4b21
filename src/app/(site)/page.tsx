import { copyRoute } from '@/app/_pages/routes';
import { requestLocale } from '@/components/locale/request-locale';
import { HomeContent } from '@/components/home/HomeContent';
import { JourneyGate } from '@/components/journey/JourneyGate';
import { HostJsonLd } from '@/components/seo/JsonLd';
import { organizationJsonLdPath } from '@/lib/structured-data';
import { loadSectionContent } from '@/server/posts/loaders';
import { requestWords } from '@/components/locale/request-locale';

const route = copyRoute('/');
export const generateMetadata = route.generateMetadata;

/**
 * Home: the intro journey on a first visit, otherwise the home content. Both are in the HTML
 * (crawlers read the content); the inline gate script in the layout picks one before paint.
 */
export default async function HomePage() {
  const copy = await route.words();
  const content = await loadSectionContent(copy.sections, await requestLocale());
  const { journey } = await requestWords();
  return (
    <>
      <HostJsonLd source={organizationJsonLdPath} />
      <JourneyGate mode="home" words={journey.journeyFrameWords} />
      <div data-site-chrome>
        <HomeContent copy={copy} content={content} />
      </div>
    </>
  );
}
