import type { ReactNode } from 'react';
import { Logo } from '@/components/brand/Logo';
import { ErrorView } from '@/components/errors/ErrorView';
import { Hero } from '@/components/sections/Hero';
import { PageSections, type SectionContent } from '@/components/sections/PageSections';
import { describeError, notFoundContent } from '@/lib/errors/error-page';
import { fileCompany } from '@/site/company';
import { headlineFiguresOf } from '@/site/figures';
import { composedPages } from '@/site/pages';
import type { PageSection } from '@/site/sections';
import type { PageCopy } from '@/site/types';
import { buttonClass, type ButtonVariant } from './Button';
import { Card } from './Card';
import { Notice } from './Notice';
import { SectionHeading } from './SectionHeading';

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

const buttonVariants: ButtonVariant[] = [
  'primary',
  'accent',
  'secondary',
  'danger',
  'danger-outline',
];

/** The first use of each kind of section on the site's pages: the library as the pages use it. */
export function sectionSamples(): { kind: string; section: PageSection }[] {
  const all = composedPages.flatMap((copy) => copy.sections);
  const seen = new Map<string, PageSection>();
  for (const section of all) {
    const kind = section.kind ?? 'prose';
    if (!seen.has(kind)) seen.set(kind, section);
  }
  return [...seen].map(([kind, section]) => ({ kind, section }));
}

/** /testtt: a no-index living style guide of the site's building blocks. */
export function StyleGuide({ copy, content }: { copy: PageCopy; content: SectionContent }) {
  return (
    <>
      <Hero
        heading={copy.heading}
        intro={copy.intro}
        eyebrow="Hero with eyebrow, calls to action and figures"
        actions={[
          { label: 'Primary action', href: '#sg-buttons' },
          { label: 'Secondary action', href: '#sg-sections' },
        ]}
        figures={headlineFiguresOf(fileCompany)}
      />
      <div className="container-page grid gap-14 py-14">
        <GuideSection id="sg-brand" title="Brand">
          <div className="flex flex-wrap items-center gap-6">
            <span className="rounded-xl bg-teal-900 p-4">
              <Logo />
            </span>
            <span className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
              <Logo tone="dark" />
            </span>
          </div>
        </GuideSection>
        <GuideSection id="sg-colours" title="Colours">
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {swatches.map(([name, className]) => (
              <li key={name} className="overflow-hidden rounded-xl ring-1 ring-sand-200">
                <span className={`block h-16 ${className}`} />
                <span className="block bg-white px-3 py-2 text-sm font-medium">{name}</span>
              </li>
            ))}
          </ul>
        </GuideSection>
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
        <GuideSection id="sg-buttons" title="Buttons">
          <div className="flex flex-wrap gap-3">
            {buttonVariants.map((variant) => (
              <button key={variant} type="button" className={buttonClass(variant)}>
                {variant}
              </button>
            ))}
            <span className="rounded-full bg-teal-900 p-1">
              <button type="button" className={buttonClass('inverse')}>
                inverse
              </button>
            </span>
          </div>
        </GuideSection>
        <GuideSection id="sg-primitives" title="Card, notice and section heading">
          <div className="grid gap-6 md:grid-cols-2">
            <Card className="p-6">
              <SectionHeading
                id="sg-heading-sample"
                eyebrow="Eyebrow"
                heading="A section heading"
                intro="Its introduction, in plain words."
              />
            </Card>
            <div className="grid content-start gap-3">
              <Notice>A note: plain information.</Notice>
              <Notice role="status">A status: saved, loading or empty.</Notice>
            </div>
          </div>
        </GuideSection>
        <GuideSection id="sg-errors" title="Error page variants">
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
        </GuideSection>
      </div>
      <div id="sg-sections" className="container-page pt-6">
        <h2 className="text-2xl font-bold text-teal-900">Sections</h2>
        <p className="mt-2 text-muted">
          Every section of the library, as the first page that uses it shows it.
        </p>
      </div>
      {sectionSamples().map(({ kind, section }) => (
        <div
          key={kind}
          data-section-kind={kind}
          className="border-t-4 border-dashed border-sand-200"
        >
          <p className="container-page pt-4 font-mono text-sm text-muted">section: {kind}</p>
          <PageSections sections={[section]} content={content} />
        </div>
      ))}
    </>
  );
}

/** One part of the guide under its heading. */
function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold text-teal-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ErrorPreview({ content }: { content: ReturnType<typeof describeError> }) {
  return (
    <div className="[&_h3]:text-xl [&_section]:min-h-0 [&_section]:py-8">
      <ErrorView content={content} headingLevel="h3" />
    </div>
  );
}
