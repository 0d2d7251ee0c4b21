import Link from 'next/link';
import { PageHero } from '@/components/page/PageView';
import { copyRoute } from '@/components/page/copy-route';
import { JourneyGate } from '@/components/journey/JourneyGate';
import { JourneyGateScript } from '@/components/journey/JourneyGateScript';
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
        <PageHero heading={route.copy.heading} intro={route.copy.intro} />
        <p className="container-page py-10">
          <Link
            href="/"
            className="rounded-full bg-gold-500 px-6 py-3 font-semibold text-teal-950 hover:bg-sand-200"
          >
            Go to the home page
          </Link>
        </p>
      </div>
    </>
  );
}
