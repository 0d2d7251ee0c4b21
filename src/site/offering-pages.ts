import { commonLinks as arabicLinks } from './ar/contact-links';
import { commonLinks, proposalHref } from './contact-links';
import type { Locale } from './locale';
import { inLocale, perLocale, type InLocale, type Localized } from './localized';
import { offeringCards } from './offerings';
import type { Action, PageSection } from './sections';
import type { Offering, OfferingText, OfferingWords, PageCopy } from './types';

/** What the pages of one kind (services, areas of focus) call themselves. */
export interface OfferingKind {
  /** The hero's eyebrow, e.g. "Services" */
  eyebrow: Localized;
  /** The heading of the cards that suggest the next ones, e.g. "Related services" */
  relatedHeading: Localized;
}

/** The words and sections every offering page shares around its own words. */
const frame = {
  proposalLabel: { en: 'Request a proposal', ar: 'اطلب عرضًا' },
  results: {
    heading: { en: 'Results for our clients', ar: 'نتائج حققها عملاؤنا' },
    intro: {
      en: 'Contracts our clients have won with this kind of support, from their published stories.',
      ar: 'عقود فاز بها عملاؤنا بدعم من هذا النوع، كما وردت في قصصهم المنشورة.',
    },
  },
  postsHeading: { en: 'Related insights', ar: 'رؤى ذات صلة' },
  faqHeading: { en: 'Questions we are often asked', ar: 'أسئلة تُطرح علينا كثيرًا' },
  cta: {
    heading: {
      en: (name: string) => `Talk to us about ${name}`,
      ar: (name: string) => `تحدّث إلينا عن ${name}`,
    },
    body: {
      en: 'Tell us where you stand and the contracts you want to win. We will reply with practical next steps and, if it makes sense, a proposal.',
      ar: 'أخبرنا أين تقف والعقود التي تريد الفوز بها، وسنعود إليك بخطوات عملية تالية، وبعرض إن كان ذلك مناسبًا.',
    },
  },
} as const;

/** Bullets of an offering's own words become its checklist of what the client gets. */
function coverage(words: OfferingWords): PageSection[] {
  return words.sections.map((section) =>
    section.bullets
      ? {
          kind: 'checklist',
          heading: section.heading,
          intro: section.paragraphs.join(' '),
          items: section.bullets,
        }
      : section,
  );
}

/**
 * The page of a service or area of focus: its own words as a checklist, its clients' results,
 * related pages and posts, its questions and a proposal request for itself. The engagement
 * process is told once, on /services: sixteen pages repeated its five steps.
 */
function offeringPage(
  card: Offering,
  words: OfferingWords,
  siblings: readonly Offering[],
  kind: InLocale<OfferingKind>,
  frame: Frame,
): PageCopy {
  const proposal = { label: frame.proposalLabel, href: proposalHref(card.slug) };
  const related = card.related.flatMap((slug) => siblings.filter((o) => o.slug === slug));
  const sections: PageSection[] = [
    ...coverage(words),
    // Shown only when some story shares a topic (see CaseStudies).
    { kind: 'cases', ...frame.results, show: { about: card.topics, limit: 3 } },
    { kind: 'cards', heading: kind.relatedHeading, cards: offeringCards(related) },
    { kind: 'posts', heading: frame.postsHeading, topics: card.topics, limit: 3 },
    { kind: 'faq', heading: frame.faqHeading, items: words.faq },
    {
      kind: 'cta',
      heading: frame.cta.heading(card.name),
      body: frame.cta.body,
      primary: proposal,
      secondary: frame.engagementModels,
    },
  ];
  return {
    path: card.path,
    title: words.title,
    description: words.description,
    heading: words.heading,
    intro: words.intro,
    hero: { eyebrow: kind.eyebrow, image: card.image, actions: [proposal] },
    sections,
  };
}

type Frame = InLocale<typeof frame> & { engagementModels: Action };

const frames: Localized<Frame> = {
  en: { ...inLocale(frame, 'en'), engagementModels: commonLinks.engagementModels },
  ar: { ...inLocale(frame, 'ar'), engagementModels: arabicLinks.engagementModels },
};

/** The pages of one kind in each language, by slug, in menu order: each card with its own words. */
export function offeringPages<Slug extends string>(
  cards: Localized<readonly Offering<Slug>[]>,
  kind: OfferingKind,
  texts: Record<Slug, OfferingText>,
): Localized<ReadonlyMap<Slug, PageCopy>> {
  return perLocale(
    (locale: Locale) =>
      new Map(
        cards[locale].map((card) => [
          card.slug,
          offeringPage(
            card,
            inLocale(texts[card.slug], locale),
            cards[locale],
            inLocale(kind, locale),
            frames[locale],
          ),
        ]),
      ),
  );
}
