'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type RefObject,
} from 'react';
import { inlineSign } from '@/lib/inline-direction';
import { journeyByLocale, type JourneyFacts } from '@/site/journey';
import { keyStep } from './motion';
import { activeSectionIndex, isSectionShown, sectionProgress, sectionRanges } from './sections';
import { JourneySlideView } from './JourneySlideView';
import { useTrackMotion } from './use-track-motion';

// The journey's words in the document's language: the slider runs only in the browser (the
// journey's chunk is fetched there), and a page never changes language (the switcher loads
// the other language's document). Both languages' slides are the same list, slide for slide.
const arabic = document.documentElement.lang === 'ar';
const { journeyControls, journeyOf } = journeyByLocale[arabic ? 'ar' : 'en'];

const controlClass =
  'pointer-events-auto inline-flex items-center gap-2 rounded-full border border-white/50 bg-teal-950/40 px-5 py-2.5 text-sm font-semibold tracking-wide backdrop-blur hover:bg-white/15';

function isTextEntry(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element?.isContentEditable || element?.closest?.('input, textarea, select'));
}

interface JourneySliderProps {
  /** False until Start: hidden, inert and deaf to input. */
  active: boolean;
  reducedMotion: boolean;
  onExplore(): void;
  /** The carousel region: focused after Start, and the box that takes drag and wheel input. */
  carouselRef: RefObject<HTMLElement | null>;
  /** The company's figures and client countries resolved for the request, in the page's language. */
  facts: JourneyFacts;
}

/**
 * The 15-slide carousel: PREV/NEXT, arrow keys, drag and wheel, and the bottom navigation of 9
 * sections with a progress bar each.
 */
export function JourneySlider({
  active,
  reducedMotion,
  onExplore,
  carouselRef,
  facts,
}: JourneySliderProps) {
  const { slides, sections } = useMemo(() => journeyOf(facts), [facts]);
  const ranges = useMemo(() => sectionRanges(sections, slides.length), [sections, slides]);
  const lastSlide = slides.length - 1;
  const trackRef = useRef<HTMLDivElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const barRefs = useRef<(HTMLSpanElement | null)[]>([]);

  const showProgress = useCallback(
    (progress: number) => {
      barRefs.current.forEach((bar, i) => {
        const range = ranges[i];
        if (bar && range) bar.style.transform = `scaleX(${sectionProgress(range, progress)})`;
      });
    },
    [ranges],
  );

  const { index, goTo, step } = useTrackMotion({
    count: slides.length,
    active,
    reducedMotion,
    areaRef: carouselRef,
    trackRef,
    onProgress: showProgress,
  });
  const activeSection = activeSectionIndex(ranges, index);
  // Until Start only the first slide (the one Start shows) is drawn; the others are empty boxes
  // of the same size, filled in a render of their own after Start's: behind the intro, fourteen
  // slides were rendered, laid out and their images fetched while the page was still loading.
  const allSlidesDrawn = useDeferredValue(active);

  // Arrow keys move the slider only while it is open (it then covers the whole page).
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey
      )
        return;
      if (isTextEntry(event.target)) return;
      const direction = keyStep(event.key, inlineSign(document.documentElement));
      if (!direction) return;
      event.preventDefault();
      step(direction);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, step]);

  // PREV and NEXT disappear at the ends; keep keyboard focus on a control that is still there.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (index === 0 && focused === previousRef.current) nextRef.current?.focus();
    if (index === lastSlide && focused === nextRef.current) {
      carouselRef.current?.querySelector<HTMLElement>('[data-journey-explore]')?.focus();
    }
  }, [carouselRef, index, lastSlide]);

  const current = slides[index];
  return (
    <section
      ref={carouselRef}
      aria-roledescription="carousel"
      aria-label={journeyControls.carouselLabel}
      tabIndex={-1}
      inert={!active}
      aria-hidden={active ? undefined : true}
      data-slide-index={index}
      className={`absolute inset-0 z-10 touch-pan-y select-none overflow-hidden outline-none transition-opacity duration-1000 ${
        active ? 'opacity-100' : 'opacity-0'
      }`}
    >
      <div ref={trackRef} className="flex h-full will-change-transform">
        {slides.map((slide, position) =>
          allSlidesDrawn || position === index ? (
            <JourneySlideView
              key={slide.id}
              words={journeyControls}
              countryCodes={!arabic}
              slide={slide}
              position={position}
              total={slides.length}
              current={position === index}
              onExplore={onExplore}
            />
          ) : (
            <div key={slide.id} aria-hidden="true" className="h-full w-full shrink-0" />
          ),
        )}
      </div>

      <div className="pointer-events-none absolute inset-x-0 bottom-28 z-20">
        <div className="container-page flex justify-between">
          <button
            ref={previousRef}
            type="button"
            hidden={index === 0}
            onClick={() => step(-1)}
            aria-label={`${journeyControls.previous}: ${journeyControls.previousSlide}`}
            className={controlClass}
          >
            <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {journeyControls.previous}
          </button>
          <button
            ref={nextRef}
            type="button"
            hidden={index === lastSlide}
            onClick={() => step(1)}
            aria-label={`${journeyControls.next}: ${journeyControls.nextSlide}`}
            className={`${controlClass} ms-auto`}
          >
            {journeyControls.next}
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </button>
        </div>
      </div>

      <nav
        aria-label={journeyControls.sectionsLabel}
        className="absolute inset-x-0 bottom-0 z-20 bg-gradient-to-t from-teal-950/80 to-transparent pb-6 pt-10"
      >
        <ol className="container-page flex justify-center gap-4 md:gap-8">
          {sections.map((section, i) => (
            <li
              key={section.id}
              hidden={!isSectionShown(ranges[i]!, index)}
              className="min-w-0 flex-1 md:max-w-48"
            >
              <button
                type="button"
                onClick={() => goTo(section.slideIndex)}
                aria-current={i === activeSection ? 'step' : undefined}
                className={`block w-full rounded px-1 py-2 text-start text-xs font-semibold uppercase tracking-wider md:text-sm ${
                  i === activeSection ? 'text-white' : 'text-sand-200 hover:text-white'
                }`}
              >
                <span className="block truncate">{section.title}</span>
                <span aria-hidden="true" className="mt-2 block h-0.5 overflow-hidden bg-white/25">
                  <span
                    ref={(bar) => {
                      barRefs.current[i] = bar;
                    }}
                    className="block h-full bg-gold-500 ltr:origin-left rtl:origin-right"
                    style={{ transform: 'scaleX(0)' }}
                  />
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <p aria-live="polite" className="sr-only">
        {active && current
          ? journeyControls.slideStatus
              .replace('{n}', String(index + 1))
              .replace('{total}', String(slides.length))
              .replace('{heading}', current.heading)
          : ''}
      </p>
    </section>
  );
}
