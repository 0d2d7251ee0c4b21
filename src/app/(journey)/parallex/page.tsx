import { copyRoute } from '@/app/_pages/routes';
import { JourneyGate } from '@/components/journey/JourneyGate';
import { JourneyGateScript } from '@/components/journey/JourneyGateScript';
import { Hero } from '@/components/sections/Hero';
import { ButtonLink } from '@/components/ui/Button';
import { requestWords } from '@/components/locale/request-locale';

const route = copyRoute('/parallex');
export const generateMetadata = route.generateMetadata;

/** Plays the intro journey at any time. Without JavaScript, its description and a way home show instead. */
export default async function ParallexPage() {
  const copy = await route.words();
  const words = await requestWords();
  const { chromeWords } = words.chrome;
  return (
    <>
      <JourneyGateScript mode="always" />
      <JourneyGate mode="always" words={words.journey.journeyFrameWords} />
      <div data-site-chrome>
        <Hero heading={copy.heading} intro={copy.intro} />
        <p className="container-page py-10">
          <ButtonLink href="/" variant="accent">
            {chromeWords.errors.home}
          </ButtonLink>
        </p>
      </div>
    </>
  );
}
