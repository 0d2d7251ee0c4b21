import { copyRoute } from '@/app/_pages/routes';
import { JourneyGate } from '@/components/journey/JourneyGate';
import { JourneyGateScript } from '@/components/journey/JourneyGateScript';
import { Hero } from '@/components/sections/Hero';
import { ButtonLink } from '@/components/ui/Button';
import { journeyFrameWords } from '@/site/journey';

const route = copyRoute('/parallex');
export const metadata = route.metadata;

/** Plays the intro journey at any time. Without JavaScript, its description and a way home show instead. */
export default function ParallexPage() {
  return (
    <>
      <JourneyGateScript mode="always" />
      <JourneyGate mode="always" words={journeyFrameWords} />
      <div data-site-chrome>
        <Hero heading={route.copy.heading} intro={route.copy.intro} />
        <p className="container-page py-10">
          <ButtonLink href="/" variant="accent">
            Go to the home page
          </ButtonLink>
        </p>
      </div>
    </>
  );
}
