import { Logo } from '@/components/brand/Logo';
import { ErrorView } from '@/components/errors/ErrorView';
import { PageHero } from '@/components/page/PageView';
import { describeError, notFoundContent } from '@/lib/errors/error-page';
import type { PageCopy } from '@/site/types';

const swatches = [
  ['teal-950', 'bg-teal-950'],
  ['teal-900', 'bg-teal-900'],
  ['teal-800', 'bg-teal-800'],
  ['teal-100', 'bg-teal-100'],
  ['sand-200', 'bg-sand-200'],
  ['sand-50', 'bg-sand-50'],
  ['gold-500', 'bg-gold-500'],
  ['gold-700', 'bg-gold-700'],
] as const;

/** /testtt: a no-index living style guide of the site's building blocks. */
export function StyleGuide({ copy }: { copy: PageCopy }) {
  return (
    <>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="container-page grid gap-14 py-14">
        <section aria-labelledby="sg-brand">
          <h2 id="sg-brand" className="mb-4 text-2xl font-bold text-teal-900">
            Brand
          </h2>
          <div className="flex flex-wrap items-center gap-6">
            <span className="rounded-xl bg-teal-900 p-4">
              <Logo />
            </span>
            <span className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
              <Logo tone="dark" />
            </span>
          </div>
        </section>
        <section aria-labelledby="sg-colours">
          <h2 id="sg-colours" className="mb-4 text-2xl font-bold text-teal-900">
            Colours
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {swatches.map(([name, className]) => (
              <li key={name} className="overflow-hidden rounded-xl ring-1 ring-sand-200">
                <span className={`block h-16 ${className}`} />
                <span className="block bg-white px-3 py-2 text-sm font-medium">{name}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sg-type" className="prose-wasla">
          <h2 id="sg-type">Typography</h2>
          <h3>A level-three heading</h3>
          <p>
            Body text is Inter, self-hosted. <a href="#sg-type">Links are underlined</a> and every
            control shows a visible focus ring.
          </p>
          <ul>
            <li>A bullet point</li>
            <li>Another bullet point</li>
          </ul>
          <blockquote>A quotation from a client.</blockquote>
        </section>
        <section aria-labelledby="sg-buttons">
          <h2 id="sg-buttons" className="mb-4 text-2xl font-bold text-teal-900">
            Buttons
          </h2>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="rounded-full bg-teal-800 px-5 py-2.5 font-semibold text-white hover:bg-teal-900"
            >
              Primary
            </button>
            <button
              type="button"
              className="rounded-full bg-gold-500 px-5 py-2.5 font-semibold text-teal-950"
            >
              Accent
            </button>
            <button
              type="button"
              className="rounded-full border border-teal-800 px-5 py-2.5 font-semibold text-teal-900"
            >
              Secondary
            </button>
          </div>
        </section>
        <section aria-labelledby="sg-errors">
          <h2 id="sg-errors" className="mb-4 text-2xl font-bold text-teal-900">
            Error page variants
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            <div
              className="rounded-xl bg-white ring-1 ring-sand-200"
              aria-label="Not found variant"
              role="group"
            >
              <ErrorPreview content={notFoundContent('/example')} />
            </div>
            <div
              className="rounded-xl bg-white ring-1 ring-sand-200"
              aria-label="Server error variant"
              role="group"
            >
              <ErrorPreview content={describeError(null)} />
            </div>
          </div>
        </section>
      </div>
    </>
  );
}

function ErrorPreview({ content }: { content: ReturnType<typeof describeError> }) {
  return (
    <div className="[&_h3]:text-xl [&_section]:min-h-0 [&_section]:py-8">
      <ErrorView content={content} headingLevel="h3" />
    </div>
  );
}
