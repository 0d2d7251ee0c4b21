// The routes of the site's own pages (src/site/pages/ and the service and area pages): each
// joins the page's data, the posts its sections show, and the section library.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComposedPage } from '@/components/sections/ComposedPage';
import type { SlotContent } from '@/components/sections/PageSections';
import { pageMetadata } from '@/lib/metadata';
import { requestLocale, requestWords } from '@/components/locale/request-locale';
import { loadCompany } from '@/server/company';
import { loadSectionContent } from '@/server/posts/loaders';
import type { Company } from '@/site/company';
import type { PagePath } from '@/site/pages';
import { wordsFor, type SiteWords } from '@/site/words';
import type { PageCopy } from '@/site/types';

/**
 * Metadata and component of a route whose content is its page in src/site/pages/, in the
 * language of the address it is rendered for (/ar/… in Arabic).
 */
export function copyRoute(
  path: PagePath,
  options: {
    noIndex?: boolean;
    structuredData?: (company: Company) => Record<string, unknown>[];
  } = {},
) {
  /** The page's words; a page that shows the company's facts gets the request's. */
  async function words(): Promise<PageCopy> {
    const { pages, companyPages } = await requestWords();
    const pageFor = companyPages[path];
    return pageFor ? pageFor(await loadCompany()) : pages[path];
  }
  async function generateMetadata(): Promise<Metadata> {
    const locale = await requestLocale();
    return pageMetadata({ ...(await words()), locale, noIndex: options.noIndex });
  }
  async function CopyPage({ slots }: { slots?: SlotContent }) {
    const copy = await words();
    const content = await loadSectionContent(copy.sections, await requestLocale());
    return (
      <ComposedPage
        copy={copy}
        slots={slots}
        content={content}
        structuredData={options.structuredData?.(await loadCompany())}
      />
    );
  }
  return { words, generateMetadata, Page: CopyPage };
}

/**
 * The route of one service or area of focus: static params, metadata and its composed page.
 * `structuredData` adds what the kind of page carries (Service on service pages).
 */
/** The service or area pages of a language, by slug. */
const offeringPagesOf = (
  words: SiteWords,
  kind: OfferingPagesKind,
): ReadonlyMap<string, PageCopy> => words[kind];

type OfferingPagesKind = 'servicePages' | 'areaPages';

export function offeringRoute(
  kind: OfferingPagesKind,
  structuredData: (
    slug: string,
    copy: PageCopy,
    company: Company,
  ) => Record<string, unknown>[] = () => [],
) {
  return {
    generateStaticParams: () =>
      [...offeringPagesOf(wordsFor('en'), kind).keys()].map((slug) => ({ slug })),
    async generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
      const locale = await requestLocale();
      const copy = offeringPagesOf(wordsFor(locale), kind).get((await params).slug);
      return copy ? pageMetadata({ ...copy, image: copy.hero?.image, locale }) : {};
    },
    async Page({ params }: { params: Promise<{ slug: string }> }) {
      const { slug } = await params;
      const copy = offeringPagesOf(await requestWords(), kind).get(slug);
      if (!copy) notFound();
      const content = await loadSectionContent(copy.sections, await requestLocale());
      return (
        <ComposedPage
          copy={copy}
          content={content}
          structuredData={structuredData(slug, copy, await loadCompany())}
        />
      );
    },
  };
}
