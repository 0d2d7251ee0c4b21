import { figureStatement } from './figures';
import type { Locale } from './locale';
import type { ImageAsset } from './types';

/**
 * The shapes of a page's sections. A page in src/site/ is a hero and a list of these; the
 * section library (src/components/sections/) renders each kind.
 */

export interface Action {
  label: string;
  href: string;
}

export interface Figure {
  value: string;
  label: string;
  /** Not confirmed by the company: shown with a sample marker. */
  sample?: boolean;
}

/** Heading-and-text section; `kind` may be left out, so plain copy reads as before. */
export interface ProseSection {
  kind?: 'prose';
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface Card {
  title: string;
  body: string;
  eyebrow?: string;
  href?: string;
  image?: ImageAsset;
}

export interface CardsSection {
  kind: 'cards';
  heading: string;
  intro?: string;
  cards: Card[];
  /** Numbered 01, 02, … as in the header menus */
  numbered?: boolean;
}

export interface StepsSection {
  kind: 'steps';
  heading: string;
  intro?: string;
  steps: { title: string; body: string }[];
}

export interface FiguresSection {
  kind: 'figures';
  heading: string;
  intro?: string;
  figures: readonly Figure[];
}

/** Typical deliverables: a checklist of what the client receives. */
export interface ChecklistSection {
  kind: 'checklist';
  heading: string;
  intro?: string;
  items: string[];
}

/**
 * A role in the team. `name` and `photo` are filled in by the company; until then the card
 * shows the role and the project's own illustration. The site invents no people.
 */
export interface TeamMember {
  role: string;
  focus: string;
  bio: string;
  name?: string;
  photo?: ImageAsset;
  /** Not confirmed by the company: shown with a sample marker. */
  sample?: boolean;
}

export interface TeamSection {
  kind: 'team';
  heading: string;
  intro?: string;
  /**
   * Its group in the team's content (content/team.json, or WordPress's with the companion plugin);
   * none for people who are not the team's (the founders, content/founding.json)
   */
  group?: 'leadership' | 'practice';
  /** The group's members in content/team.json (the route shows WordPress's when it has a team) */
  members: TeamMember[];
  /** The project's own drawing, shown for a member without a photo */
  illustration: ImageAsset;
}

export interface EngagementModel {
  slug: string;
  name: string;
  summary: string;
  suits: string;
  includes: string[];
  action: Action;
}

export interface ModelsSection {
  kind: 'models';
  heading: string;
  intro?: string;
  models: EngagementModel[];
}

/**
 * A success story told as figures, made from the story's structured fields (front matter
 * `caseStudy`, or the companion plugin's post fields in WordPress).
 */
export interface CaseStudy {
  /** Slug of the success story (the card links to /stories/<slug>) */
  story: string;
  title: string;
  /** The client's home country */
  country?: string;
  sector: string;
  buyer: string;
  scope: string;
  outcomes: Figure[];
  /** Topics matching the story's tags, for pages that show related stories */
  topics: string[];
  /** The story's featured image, for a story shown on its own */
  image?: ImageAsset;
  /** The one story shown on its own (home page) */
  featured?: boolean;
  /** Not confirmed by the company: shown with a sample marker. */
  sample?: boolean;
  /** The language of its words when it is not the page's (a story told in one language only) */
  lang?: Locale;
}

/**
 * Which success stories a section shows as case studies: the featured one, those about some
 * topics (most shared first), or the newest; at most `limit`.
 */
export type CaseSelection = { featured: true } | { about?: readonly string[]; limit?: number };

export interface CasesSection {
  kind: 'cases';
  heading: string;
  intro?: string;
  show: CaseSelection;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqSection {
  kind: 'faq';
  heading: string;
  items: FaqItem[];
}

/** A kind of partner (never a named company). */
export interface PartnerType {
  name: string;
  brings: string;
  examples: string[];
}

export interface PartnersSection {
  kind: 'partners';
  heading: string;
  intro?: string;
  partners: PartnerType[];
}

export interface TimelineSection {
  kind: 'timeline';
  heading: string;
  intro?: string;
  /** `sample`: not confirmed by the company, shown with a sample marker. */
  events: { label: string; title: string; body: string; sample?: boolean }[];
}

export interface QuoteSection {
  kind: 'quote';
  quote: string;
  attribution: string;
}

export interface CtaSection {
  kind: 'cta';
  heading: string;
  body: string;
  primary: Action;
  secondary?: Action;
}

export interface ContactSection {
  kind: 'contact';
  heading: string;
  intro?: string;
}

/** Posts from the content service: the newest of a category, or those about some topics. */
export interface PostsSection {
  kind: 'posts';
  heading: string;
  intro?: string;
  category?: 'blog' | 'story';
  /** Tag names; posts sharing most of them come first, posts sharing none are left out */
  topics?: string[];
  limit: number;
  more?: Action;
}

/**
 * A place another part of the site fills (the enquiry form, the list of openings), so the
 * page's layout is decided here and the filling comes from its own module.
 */
export interface SlotSection {
  kind: 'slot';
  name: 'enquiry-form' | 'application-form' | 'job-openings';
  heading: string;
  intro?: string;
  /** What shows while nothing fills the place */
  fallback: { body: string; action: Action };
  /**
   * Advice read while filling the place in (what to include, what happens next): beside it on
   * wide screens, under it on phones.
   */
  guidance?: readonly (ChecklistSection | StepsSection)[];
}

export type PageSection =
  | ProseSection
  | CardsSection
  | StepsSection
  | FiguresSection
  | ChecklistSection
  | TeamSection
  | ModelsSection
  | CasesSection
  | FaqSection
  | PartnersSection
  | TimelineSection
  | QuoteSection
  | CtaSection
  | ContactSection
  | PostsSection
  | SlotSection;

/** The hero at the top of a page: its h1 and introduction come from the page's copy. */
export interface HeroExtras {
  eyebrow?: string;
  figures?: readonly Figure[];
  actions?: Action[];
  image?: ImageAsset;
}

/** A section's heading and introduction, then the words of its items. */
const withIntro = (section: { heading: string; intro?: string }, words: readonly string[]) => [
  section.heading,
  section.intro ?? '',
  ...words,
];

/** Every word a section shows, for the site search. */
export function sectionWords(section: PageSection): string[] {
  switch (section.kind) {
    case undefined:
    case 'prose':
      return [section.heading, ...section.paragraphs, ...(section.bullets ?? [])];
    case 'cards':
      return withIntro(
        section,
        section.cards.flatMap((c) => [c.title, c.body]),
      );
    case 'steps':
      return withIntro(
        section,
        section.steps.flatMap((s) => [s.title, s.body]),
      );
    case 'figures':
      return [section.heading, ...section.figures.map(figureStatement)];
    case 'checklist':
      return withIntro(section, section.items);
    case 'team':
      return withIntro(
        section,
        section.members.flatMap((m) => [m.name ?? '', m.role, m.focus, m.bio]),
      );
    case 'models':
      return withIntro(
        section,
        section.models.flatMap((m) => [m.name, m.summary, m.suits, ...m.includes]),
      );
    case 'cases':
      // The case studies themselves are the stories' fields: search finds the stories.
      return withIntro(section, []);
    case 'faq':
      return [section.heading, ...section.items.flatMap((i) => [i.question, i.answer])];
    case 'partners':
      return withIntro(
        section,
        section.partners.flatMap((p) => [p.name, p.brings, ...p.examples]),
      );
    case 'timeline':
      return withIntro(
        section,
        section.events.flatMap((e) => [e.title, e.body]),
      );
    case 'quote':
      return [section.quote];
    case 'cta':
      return [section.heading, section.body];
    case 'slot':
      return [
        ...withIntro(section, [section.fallback.body]),
        ...(section.guidance ?? []).flatMap(sectionWords),
      ];
    case 'contact':
    case 'posts':
      return withIntro(section, []);
  }
}
