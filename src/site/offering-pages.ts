import { commonLinks, proposalHref } from './contact-links';
import { offeringCards } from './offerings';
import type { Action, PageSection } from './sections';
import type { OfferingCard, OfferingWords, PageCopy } from './types';

/** What the pages of one kind (services, areas of focus) call themselves. */
export interface OfferingKind {
  /** The hero's eyebrow, e.g. "Services" */
  eyebrow: string;
  /** The heading of the cards that suggest the next ones, e.g. "Related services" */
  relatedHeading: string;
}

/** The words and sections every offering page of a language shares (the Arabic twin has its own). */
export interface OfferingFrame {
  proposalLabel: string;
  results: { heading: string; intro: string };
  postsHeading: string;
  faqHeading: string;
  cta: { heading: (name: string) => string; body: string };
  engagementModels: Action;
}

const englishFrame: OfferingFrame = {
  proposalLabel: 'Request a proposal',
  results: {
    heading: 'Results for our clients',
    intro:
      'Contracts our clients have won with this kind of support, from their published stories.',
  },
  postsHeading: 'Related insights',
  faqHeading: 'Questions we are often asked',
  cta: {
    heading: (name) => `Talk to us about ${name}`,
    body: 'Tell us where you stand and the contracts you want to win. We will reply with practical next steps and, if it makes sense, a proposal.',
  },
  engagementModels: commonLinks.engagementModels,
};

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
  card: OfferingCard,
  words: OfferingWords,
  siblings: readonly OfferingCard[],
  kind: OfferingKind,
  frame: OfferingFrame,
): PageCopy {
  const proposal = { label: frame.proposalLabel, href: proposalHref(card.slug) };
  const related = words.related.flatMap((slug) => siblings.filter((o) => o.slug === slug));
  const sections: PageSection[] = [
    ...coverage(words),
    // Shown only when some story shares a topic (see CaseStudies).
    { kind: 'cases', ...frame.results, show: { about: words.topics, limit: 3 } },
    { kind: 'cards', heading: kind.relatedHeading, cards: offeringCards(related) },
    { kind: 'posts', heading: frame.postsHeading, topics: words.topics, limit: 3 },
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

/** The pages of one kind, by slug, in menu order: each card with its own words. */
export function offeringPages<Slug extends string>(
  cards: readonly (OfferingCard & { slug: Slug })[],
  kind: OfferingKind,
  words: Record<Slug, OfferingWords<Slug>>,
  frame: OfferingFrame = englishFrame,
): ReadonlyMap<Slug, PageCopy> {
  return new Map(
    cards.map((card) => [card.slug, offeringPage(card, words[card.slug], cards, kind, frame)]),
  );
}
