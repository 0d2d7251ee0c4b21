import { JsonLd } from '@/components/seo/JsonLd';
import { TableOfContents } from '@/components/posts/TableOfContents';
import { headingId } from '@/components/ui/SectionHeading';
import { breadcrumbJsonLd, faqJsonLd } from '@/lib/structured-data';
import type { PageSection, ProseSection } from '@/site/sections';
import type { PageCopy } from '@/site/types';
import { breadcrumbTrail } from '@/lib/breadcrumbs';
import { requestLocale } from '@/components/locale/request-locale';
import { wordsFor } from '@/site/words';
import type { ChromeWords } from '@/site/chrome';
import { Hero } from './Hero';
import { PageSections, type SectionContent, type SlotContent } from './PageSections';
import { ProseBody } from './Prose';

/**
 * A page of the site from its data: the hero, then its sections, with the structured data
 * that goes with them (BreadcrumbList below home, FAQPage where questions show, and any
 * the route adds, such as Service).
 */
export async function ComposedPage({
  copy,
  slots,
  content,
  structuredData = [],
}: {
  copy: PageCopy;
  slots?: SlotContent;
  content?: SectionContent;
  structuredData?: Record<string, unknown>[];
}) {
  const locale = await requestLocale();
  const words = wordsFor(locale).chrome.chromeWords.sections;
  const faqs = copy.sections.flatMap((section) => (section.kind === 'faq' ? section.items : []));
  const data = [
    ...(copy.path === '/'
      ? []
      : [breadcrumbJsonLd(breadcrumbTrail(copy.path, copy.title, locale))]),
    ...(faqs.length > 0 ? [faqJsonLd(faqs)] : []),
    ...structuredData,
  ];
  return (
    <>
      {data.map((item, index) => (
        <JsonLd key={index} data={item} />
      ))}
      <Hero heading={copy.heading} intro={copy.intro} {...copy.hero} />
      {copy.tableOfContents ? (
        <Document sections={copy.sections} content={content} words={words} />
      ) : (
        <PageSections sections={copy.sections} slots={slots} content={content} words={words} />
      )}
    </>
  );
}

const isProse = (section: PageSection): section is ProseSection =>
  section.kind === undefined || section.kind === 'prose';

/** A long document: its headings listed beside it, each a link to its part. */
function Document({
  sections,
  content,
  words,
}: {
  sections: readonly PageSection[];
  content?: SectionContent;
  words: ChromeWords['sections'];
}) {
  const parts = sections.filter(isProse);
  const rest = sections.filter((section) => !isProse(section));
  return (
    <>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <aside className="lg:col-start-2 lg:row-start-1">
          <div className="lg:sticky lg:top-28">
            <TableOfContents
              label={words.onThisPage}
              entries={parts.map((part) => ({ id: headingId(part.heading), text: part.heading }))}
            />
          </div>
        </aside>
        <div className="min-w-0 max-w-[72ch] lg:col-start-1 lg:row-start-1">
          {parts.map((part) => (
            <section key={part.heading} aria-labelledby={headingId(part.heading)} className="mb-10">
              <h2
                id={headingId(part.heading)}
                className="scroll-mt-28 text-2xl font-bold text-teal-900"
              >
                {part.heading}
              </h2>
              <ProseBody section={part} marks="disc" className="mt-3 space-y-4 text-[1.0625rem]" />
            </section>
          ))}
        </div>
      </div>
      <PageSections sections={rest} content={content} words={words} />
    </>
  );
}
