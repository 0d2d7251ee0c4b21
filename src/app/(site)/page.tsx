import { HomeContent } from '@/components/home/HomeContent';
import { JourneyGate } from '@/components/journey/JourneyGate';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageMetadata } from '@/lib/metadata';
import { organizationJsonLd } from '@/lib/structured-data';
import { loadSectionContent } from '@/server/posts/loaders';
import { journeyFrameWords } from '@/site/journey';
import { pages } from '@/site/pages';

export const metadata = pageMetadata(pages['/']);

/**
 * Home: the intro journey on a first visit, otherwise the home content. Both are in the HTML
 * (crawlers read the content); the inline gate script in the layout picks one before paint.
 */
export default async function HomePage() {
  const content = await loadSectionContent(pages['/'].sections);
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JourneyGate mode="home" words={journeyFrameWords} />
      <div data-site-chrome>
        <HomeContent content={content} />
      </div>
    </>
  );
}
