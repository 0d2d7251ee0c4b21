import type { Words } from './types';
import { productPaths, site } from './config';
import type { Company } from './company';
import { clientCountriesOf, figureStatement, marketingFiguresOf } from './figures';
import { services } from './services';
import type { Figure } from './sections';
import type { ImageAsset } from './types';

/** The words of the intro journey: the intro screen, 15 slides and 9 sections. */

const journeyIntroWords = {
  eyebrow: `${site.name} · ${site.tagline}`,
  heading: 'Empowering public-sector success in Saudi Arabia',
  intro:
    'We help investors, international firms and Saudi companies win government contracts without building an in-house team. Take a two-minute journey through who we are and how we work.',
  start: 'Start',
  /** Opens the sign-in tab of /register (the link is built with the account pages' other links). */
  signIn: { label: 'SIGN IN' },
  skip: 'SKIP JOURNEY',
} as const;
export const journeyIntro: Words<typeof journeyIntroWords> = journeyIntroWords;

const journeyControlsWords = {
  carouselLabel: `Introduction to ${site.name}`,
  close: 'Close the introduction',
  previous: 'PREV',
  next: 'NEXT',
  sectionsLabel: 'Journey sections',
  loading: 'Loading the introduction…',
  replay: 'Replay the introduction',
  previousSlide: 'previous slide',
  nextSlide: 'next slide',
  /** Announced as the slide changes: {n}, {total} and {heading} are filled in. */
  slideStatus: 'Slide {n} of {total}: {heading}',
  /** A slide's name and role for screen readers: {n} and {total} are filled in. */
  slidePosition: '{n} of {total}',
  slideRole: 'slide',
  countriesLabel: "Our clients' countries",
} as const;
export const journeyControls: Words<typeof journeyControlsWords> = journeyControlsWords;

/**
 * What the journey's frame (header, intro screen, loader) says; the server page passes it as
 * props. The slider's own controls come with its chunk (JourneySlider), so they are not here:
 * every word here is in the home page's payload.
 */
export interface JourneyFrameWords {
  intro: {
    eyebrow: string;
    heading: string;
    intro: string;
    start: string;
    signIn: { label: string };
    skip: string;
  };
  controls: Pick<Record<keyof typeof journeyControls, string>, 'close' | 'loading'>;
}
/** The frame's words of a language's journey module. */
export const frameWordsOf = (
  intro: JourneyFrameWords['intro'],
  { close, loading }: JourneyFrameWords['controls'],
): JourneyFrameWords => ({ intro, controls: { close, loading } });
export const journeyFrameWords: JourneyFrameWords = frameWordsOf(journeyIntro, journeyControls);

export type JourneySectionId =
  | 'holistic-solutions'
  | 'expert-guidance'
  | 'what-we-offer'
  | 'experience'
  | 'the-birth'
  | 'the-early-days'
  | 'saudi-soul'
  | 'track-record'
  | 'explore';

/** A bottom-navigation entry (title, id and the index of its first slide). */
export interface JourneySection {
  id: JourneySectionId;
  title: string;
  slideIndex: number;
}

export type JourneySlideAction =
  { kind: 'link'; label: string; href: string } | { kind: 'explore'; label: string };

export interface JourneySlide {
  id: string;
  section: JourneySectionId;
  eyebrow: string;
  heading: string;
  body: string;
  /** A headline figure, e.g. 40+ years */
  figure?: Figure;
  /** Countries our clients come from (the track-record slide) */
  countries?: readonly { code: string; name: string }[];
  image?: ImageAsset;
  action?: JourneySlideAction;
}

/**
 * The company's facts the journey shows, in the page's language: the server page resolves them
 * for the request (WordPress or content/company.json) and passes them to the slider, so only
 * these cross to the browser with the page and the slides' words stay in the journey's chunk.
 */
export interface JourneyFacts {
  figures: Company['figures'];
  countries: readonly { code: string; name: string }[];
}

export const journeyFactsOf = (company: Company): JourneyFacts => ({
  figures: marketingFiguresOf(company),
  countries: clientCountriesOf(company),
});

/** The slides and the bottom navigation, with the facts in them. */
export interface Journey {
  slides: readonly JourneySlide[];
  sections: readonly JourneySection[];
}

const learnMore = (href: string): JourneySlideAction => ({
  kind: 'link',
  label: 'Learn More',
  href,
});

/** The six offer slides, in the order of the services menu, with the words of each service's own page. */
const offerSlugs = [
  'market-entry',
  'hr-outsourcing',
  'compliance-advisory',
  'tender-management',
  'financial-services',
  'joint-venture',
] as const;

const offerSlides: JourneySlide[] = offerSlugs.map((slug, position) => {
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service)
    throw new Error(`The journey offers a service that src/site/services lacks: ${slug}`);
  return {
    id: `offer-${slug}`,
    section: 'what-we-offer',
    eyebrow: `What we offer · ${String(position + 1).padStart(2, '0')} / ${String(offerSlugs.length).padStart(2, '0')}`,
    heading: service.name,
    body: service.summary,
    image: service.image,
    action: learnMore(service.path),
  };
});

/** The slides (a heading or eyebrow that states a figure is made from it) and their sections. */
export function journeyOf({ figures, countries }: JourneyFacts): Journey {
  const slides: readonly JourneySlide[] = [
    {
      id: 'holistic-solutions',
      section: 'holistic-solutions',
      eyebrow: 'Holistic solutions',
      heading: 'One partner for the whole road to a government contract',
      body: 'Licences, registrations, tenders, people, finance and compliance: a government supplier needs every piece in place at once. Wasla brings them together as one service, so you can pursue Saudi public-sector work without building a contracting department of your own.',
    },
    {
      id: 'expert-guidance',
      section: 'expert-guidance',
      eyebrow: 'Expert guidance',
      heading: 'Advisers who have sat on both sides of the table',
      body: 'Our team has prepared tender documents inside government and led bid teams for suppliers. We read a conditions booklet the way an evaluation committee does, and we tell you plainly which opportunities are worth your time.',
    },
    ...offerSlides,
    {
      id: 'experience',
      section: 'experience',
      eyebrow: figureStatement(figures.experience),
      heading: 'Decades of Saudi public-sector know-how',
      body: 'Our experience runs through Saudi government procurement and contract delivery, from the first Etimad registration to final acceptance of a project.',
      figure: figures.experience,
    },
    {
      id: 'the-birth',
      section: 'the-birth',
      eyebrow: 'The birth',
      heading: `Why we called it ${site.name}`,
      body: `${site.name} means connection. Our founders watched capable companies lose government contracts for avoidable reasons, and set out to connect them with the public buyers who need them.`,
      action: learnMore(productPaths.birth),
    },
    {
      id: 'the-early-days',
      section: 'the-early-days',
      eyebrow: 'The early days',
      heading: 'A small team in Riyadh and a handful of first bids',
      body: 'We started by writing proposals ourselves, sitting with clients late into the night before submission deadlines. Each bid taught us what evaluators reward, and those lessons became the method we still use.',
    },
    {
      id: 'saudi-soul',
      section: 'saudi-soul',
      eyebrow: 'A Saudi soul, a global mindset',
      heading: 'Rooted in the Kingdom, fluent in how international firms work',
      body: 'We understand Saudi institutions, Vision 2030 priorities and local content expectations from the inside, and we answer the questions head offices abroad ask before they become delays.',
    },
    {
      id: 'track-record-tenders',
      section: 'track-record',
      eyebrow: 'A proven track record',
      heading: figureStatement(figures.tenders),
      body: 'Our clients win Saudi government tenders with proposals that are compliant, competitive and backed by a team that can deliver.',
      figure: figures.tenders,
    },
    {
      id: 'track-record-countries',
      section: 'track-record',
      eyebrow: 'A proven track record',
      heading: figureStatement(figures.countries),
      body: 'Companies from abroad and from the Kingdom trust us with their Saudi government work.',
      figure: figures.countries,
      countries,
    },
    {
      id: 'explore',
      section: 'explore',
      eyebrow: 'Explore',
      heading: 'Your government contracting team is ready',
      body: 'Explore our services, the sectors we know best and the stories of clients who have already won. When you are ready, we would be glad to talk.',
      action: { kind: 'explore', label: 'EXPLORE' },
    },
  ];

  const sectionTitles: readonly { id: JourneySectionId; title: string }[] = [
    { id: 'holistic-solutions', title: 'Holistic Solutions' },
    { id: 'expert-guidance', title: 'Expert Guidance' },
    { id: 'what-we-offer', title: 'What We Offer' },
    { id: 'experience', title: figureStatement(figures.experience) },
    { id: 'the-birth', title: 'The Birth' },
    { id: 'the-early-days', title: 'The Early Days' },
    { id: 'saudi-soul', title: 'A Saudi Soul a Global Mindset' },
    { id: 'track-record', title: 'A Proven Track Record' },
    { id: 'explore', title: 'Explore' },
  ];
  return { slides, sections: sectionsOf(slides, sectionTitles) };
}

/** The bottom navigation: each section starts at the first slide that belongs to it. */
export const sectionsOf = (
  slides: readonly JourneySlide[],
  titles: readonly { id: JourneySectionId; title: string }[],
): readonly JourneySection[] =>
  titles.map(({ id, title }) => ({
    id,
    title,
    slideIndex: slides.findIndex((slide) => slide.section === id),
  }));
