import type { ReactNode } from 'react';
import { Logo } from '@/components/brand/Logo';
import { ErrorView } from '@/components/errors/ErrorView';
import { Hero } from '@/components/sections/Hero';
import { PageSections, type SectionContent } from '@/components/sections/PageSections';
import { describeError, notFoundContent } from '@/lib/errors/error-page';
import { fileCompany } from '@/site/company';
import { headlineFiguresOf as arabicHeadlineFiguresOf } from '@/site/ar/figures';
import { headlineFiguresOf } from '@/site/figures';
import type { Locale } from '@/site/locale';
import { composedPagesByLocale } from '@/site/pages';
import { styleGuideWords } from '@/site/style-guide';
import { wordsFor } from '@/site/words';
import type { ChromeWords } from '@/site/chrome';
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

/**
 * The first use of each kind of section on the site's pages in `locale`: the library as the
 * pages use it.
 */
export function sectionSamples(locale: Locale): { kind: string; section: PageSection }[] {
  const all = composedPagesByLocale[locale].flatMap((copy) => copy.sections);
  const seen = new Map<string, PageSection>();
  for (const section of all) {
    const kind = section.kind ?? 'prose';
    if (!seen.has(kind)) seen.set(kind, section);
  }
  return [...seen].map(([kind, section]) => ({ kind, section }));
}

/**
 * /testtt: a no-index living style guide of the site's building blocks, in the page's language.
 * Colour, button and section names are the code's, shown as code.
 */
export function StyleGuide({
  copy,
  content,
  locale,
}: {
  copy: PageCopy;
  content: SectionContent;
  locale: Locale;
}) {
  const words = styleGuideWords(locale);
  const { errors: errorWords, sections: sectionWords } = wordsFor(locale).chrome.chromeWords;
  const figuresOf = locale === 'ar' ? arabicHeadlineFiguresOf : headlineFiguresOf;
  return (
    <>
      <Hero
        heading={copy.heading}
        intro={copy.intro}
        eyebrow={words.heroEyebrow}
        actions={[
          { label: words.primaryAction, href: '#sg-buttons' },
          { label: words.secondaryAction, href: '#sg-sections' },
        ]}
        figures={figuresOf(fileCompany)}
      />
      <div className="container-page grid gap-14 py-14">
        <GuideSection id="sg-brand" title={words.brand}>
          <div className="flex flex-wrap items-center gap-6">
            <span className="rounded-xl bg-teal-900 p-4">
              <Logo />
            </span>
            <span className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
              <Logo tone="dark" />
            </span>
          </div>
        </GuideSection>
        <GuideSection id="sg-colours" title={words.colours}>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {swatches.map(([name, className]) => (
              <li key={name} className="overflow-hidden rounded-xl ring-1 ring-sand-200">
                <span className={`block h-16 ${className}`} />
                <code className="block bg-white px-3 py-2 text-sm font-medium">{name}</code>
              </li>
            ))}
          </ul>
        </GuideSection>
        <section aria-labelledby="sg-type" className="prose-wasla">
          <h2 id="sg-type">{words.typography}</h2>
          <h3>{words.levelThree}</h3>
          <p>
            {words.bodyText} <a href="#sg-type">{words.linkSample}</a> {words.focus}
          </p>
          <ul>
            <li>{words.bullet}</li>
            <li>{words.anotherBullet}</li>
          </ul>
          <blockquote>{words.quotation}</blockquote>
        </section>
        <GuideSection id="sg-buttons" title={words.buttons}>
          <div className="flex flex-wrap gap-3">
            {buttonVariants.map((variant) => (
              <button key={variant} type="button" className={buttonClass(variant)}>
                <code>{variant}</code>
              </button>
            ))}
            <span className="rounded-full bg-teal-900 p-1">
              <button type="button" className={buttonClass('inverse')}>
                <code>inverse</code>
              </button>
            </span>
          </div>
        </GuideSection>
        <GuideSection id="sg-primitives" title={words.primitives}>
          <div className="grid gap-6 md:grid-cols-2">
            <Card className="p-6">
              <SectionHeading
                id="sg-heading-sample"
                eyebrow={words.eyebrow}
                heading={words.sectionHeading}
                intro={words.sectionIntro}
              />
            </Card>
            <div className="grid content-start gap-3">
              <Notice>{words.note}</Notice>
              <Notice role="status">{words.status}</Notice>
            </div>
          </div>
        </GuideSection>
        <GuideSection id="sg-errors" title={words.errors}>
          <div className="grid gap-6 md:grid-cols-2">
            <div
              className="rounded-xl bg-white ring-1 ring-sand-200"
              aria-label={words.notFoundVariant}
              role="group"
            >
              <ErrorPreview
                content={notFoundContent(words.examplePath, errorWords)}
                words={errorWords}
              />
            </div>
            <div
              className="rounded-xl bg-white ring-1 ring-sand-200"
              aria-label={words.serverErrorVariant}
              role="group"
            >
              <ErrorPreview content={describeError(null, errorWords)} words={errorWords} />
            </div>
          </div>
        </GuideSection>
      </div>
      <div id="sg-sections" className="container-page pt-6">
        <h2 className="text-2xl font-bold text-teal-900">{words.sections}</h2>
        <p className="mt-2 text-muted">{words.sectionsIntro}</p>
      </div>
      {sectionSamples(locale).map(({ kind, section }) => (
        <div
          key={kind}
          data-section-kind={kind}
          className="border-t-4 border-dashed border-sand-200"
        >
          <p className="container-page pt-4 font-mono text-sm text-muted">
            {words.sectionKind}: <code>{kind}</code>
          </p>
          <PageSections sections={[section]} content={content} words={sectionWords} />
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

function ErrorPreview({
  content,
  words,
}: {
  content: ReturnType<typeof describeError>;
  words: ChromeWords['errors'];
}) {
  return (
    <div className="[&_h3]:text-xl [&_section]:min-h-0 [&_section]:py-8">
      <ErrorView content={content} headingLevel="h3" words={words} />
    </div>
  );
}
