import { Hero } from '@/components/sections/Hero';
import { ButtonLink } from '@/components/ui/Button';
import { productPaths } from '@/site/config';
import { enquiryCopy } from '@/site/enquiry-copy';

/** The confirmation a plain (JavaScript-free) form post lands on once its enquiry is saved. */
export function ReceivedPage({ kind }: { kind: string | undefined }) {
  const copy = kind === 'application' ? enquiryCopy.application : enquiryCopy.enquiry;
  return (
    <>
      <Hero heading={copy.receivedHeading} intro={copy.received} />
      <div className="container-page flex flex-wrap gap-3 py-12">
        <ButtonLink href="/">Go to the home page</ButtonLink>
        <ButtonLink
          href={kind === 'application' ? productPaths.jobs : '/services'}
          variant="secondary"
        >
          {kind === 'application' ? 'Back to the openings' : 'Explore our services'}
        </ButtonLink>
      </div>
    </>
  );
}
