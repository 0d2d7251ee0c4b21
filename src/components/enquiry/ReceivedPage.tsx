import Link from 'next/link';
import { PageHero } from '@/components/page/PageView';
import { productPaths } from '@/site/config';
import { enquiryCopy } from '@/site/enquiry-copy';

/** The confirmation a plain (JavaScript-free) form post lands on once its enquiry is saved. */
export function ReceivedPage({ kind }: { kind: string | undefined }) {
  const copy = kind === 'application' ? enquiryCopy.application : enquiryCopy.enquiry;
  return (
    <>
      <PageHero heading={copy.receivedHeading} intro={copy.received} />
      <div className="container-page flex flex-wrap gap-3 py-12">
        <Link
          href="/"
          className="rounded-full bg-teal-800 px-5 py-2.5 font-semibold text-white hover:bg-teal-900"
        >
          Go to the home page
        </Link>
        <Link
          href={kind === 'application' ? productPaths.jobs : '/services'}
          className="rounded-full border border-teal-800 px-5 py-2.5 font-semibold text-teal-900 hover:bg-teal-100"
        >
          {kind === 'application' ? 'Back to the openings' : 'Explore our services'}
        </Link>
      </div>
    </>
  );
}
