import type { ComponentType, ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import type { PostSummary } from '@/lib/content-client/types';
import { chromeWords, type ChromeWords } from '@/site/chrome';
import { fileCompany, type Company } from '@/site/company';
import type {
  CaseStudy,
  CasesSection,
  PageSection,
  PostsSection,
  SlotSection,
  TeamMember,
  TeamSection,
} from '@/site/sections';
import { CardGrid } from './CardGrid';
import { CaseStudies } from './CaseStudies';
import { Checklist } from './Checklist';
import { ContactPanel } from './ContactPanel';
import { CtaBand } from './CtaBand';
import { EngagementModels } from './EngagementModels';
import { Faq } from './Faq';
import { FiguresBand } from './FiguresBand';
import { PartnerCards } from './PartnerCards';
import { ProcessSteps } from './ProcessSteps';
import { Prose } from './Prose';
import { Quote } from './Quote';
import { RelatedPosts } from './RelatedPosts';
import { Slot } from './Slot';
import { TeamGrid } from './TeamGrid';
import { Timeline } from './Timeline';

export type SlotContent = Partial<Record<SlotSection['name'], ReactNode>>;

/**
 * What a page's sections show from the content service, loaded by the route: the posts of each
 * posts section, and the case studies of each cases section.
 */
export interface SectionContent {
  posts: ReadonlyMap<PostsSection, readonly PostSummary[]>;
  cases: ReadonlyMap<CasesSection, readonly CaseStudy[]>;
  /** The members of team sections when WordPress gives the team (else the sections' own) */
  team: ReadonlyMap<TeamSection, TeamMember[]>;
  /** The company's facts for the request (the contact panel's office). */
  company: Company;
}

const noContent: SectionContent = {
  posts: new Map(),
  cases: new Map(),
  team: new Map(),
  company: fileCompany,
};

type Labels = ChromeWords['sections'];
type SectionKind = NonNullable<PageSection['kind']>;
type SectionOf<Kind extends SectionKind> = Extract<PageSection, { kind?: Kind }>;
/** The kinds drawn from the section and its labels alone (the others show what the route loaded). */
type SelfDrawnKind = Exclude<SectionKind, 'team' | 'cases' | 'contact' | 'posts' | 'slot'>;

/** Each self-drawn kind's component. */
const selfDrawn: {
  [Kind in SelfDrawnKind]: ComponentType<{ section: SectionOf<Kind>; words: Labels }>;
} = {
  prose: Prose,
  cards: CardGrid,
  steps: ProcessSteps,
  figures: FiguresBand,
  checklist: Checklist,
  models: EngagementModels,
  faq: Faq,
  partners: PartnerCards,
  timeline: Timeline,
  quote: Quote,
  cta: CtaBand,
};

/** A page's sections, each drawn by its component from the library, in the order given. */
export function PageSections({
  sections,
  slots = {},
  content = noContent,
  words = chromeWords.sections,
}: {
  sections: readonly PageSection[];
  slots?: SlotContent;
  content?: SectionContent;
  /** The sections' own labels, in the page's language (English by default). */
  words?: Labels;
}) {
  return sections.map((section, index) => {
    const key = `${section.kind ?? 'prose'}-${index}`;
    switch (section.kind) {
      case 'team':
        return (
          <TeamGrid
            key={key}
            section={{ ...section, members: content.team.get(section) ?? section.members }}
          />
        );
      case 'cases':
        return (
          <CaseStudies
            key={key}
            section={section}
            cases={content.cases.get(section) ?? []}
            words={words}
          />
        );
      case 'contact':
        return <ContactPanel key={key} section={section} company={content.company} />;
      case 'posts':
        return (
          <RelatedPosts key={key} section={section} posts={content.posts.get(section) ?? []} />
        );
      case 'slot':
        return (
          <Slot
            key={key}
            section={section}
            words={words}
            fallback={
              <div className="max-w-2xl">
                <p className="text-lg">{section.fallback.body}</p>
                <ButtonLink href={section.fallback.action.href} className="mt-6">
                  {section.fallback.action.label}
                </ButtonLink>
              </div>
            }
          >
            {slots[section.name]}
          </Slot>
        );
      default: {
        // The table pairs each kind with its component, so the section is the one it draws.
        const Draw = selfDrawn[section.kind ?? 'prose'] as ComponentType<{
          section: PageSection;
          words: Labels;
        }>;
        return <Draw key={key} section={section} words={words} />;
      }
    }
  });
}
