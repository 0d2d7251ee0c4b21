import { Hero } from '@/components/sections/Hero';
import { ButtonLink } from '@/components/ui/Button';
import { productPaths } from '@/site/config';
import type { SiteWords } from '@/site/words';

/** The confirmation a plain (JavaScript-free) form post lands on once its enquiry is saved. */
export function ReceivedPage({ kind, words }: { kind: string | undefined; words: SiteWords }) {
  const { enquiryCopy } = words.enquiryCopy;
  const links = words.forms.formWords.received;
  const copy = kind === 'application' ? enquiryCopy.application : enquiryCopy.enquiry;
  return (
    <>
      <Hero heading={copy.receivedHeading} intro={copy.received} />
      <div className="container-page flex flex-wrap gap-3 py-12">
        <ButtonLink href="/">{links.home}</ButtonLink>
        <ButtonLink
          href={kind === 'application' ? productPaths.jobs : '/services'}
          variant="secondary"
        >
          {kind === 'application' ? links.openings : links.services}
        </ButtonLink>
      </div>
    </>
  );
}
