import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import { SampleMark } from '@/components/ui/SampleMark';
import type { JourneyControls, JourneySlide } from '@/site/journey';

const actionClass =
  'inline-flex items-center rounded-full px-6 py-3 text-sm font-semibold tracking-wide transition-colors';

/** One slide of the carousel. Only the current one is exposed to assistive technology and the keyboard. */
export function JourneySlideView({
  slide,
  position,
  total,
  current,
  onExplore,
  words,
  countryCodes,
}: {
  slide: JourneySlide;
  position: number;
  total: number;
  current: boolean;
  onExplore(): void;
  words: JourneyControls;
  /** Show a country's code with its name for screen readers (English), or its name (Arabic). */
  countryCodes: boolean;
}) {
  const shown = current ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0';
  return (
    <div
      role="group"
      aria-roledescription={words.slideRole}
      aria-label={words.slidePosition
        .replace('{n}', String(position + 1))
        .replace('{total}', String(total))}
      aria-hidden={current ? undefined : true}
      inert={!current}
      data-slide-id={slide.id}
      data-current={current || undefined}
      className="h-full w-full shrink-0 overflow-y-auto"
    >
      <div className="container-page flex min-h-full flex-col justify-center gap-10 pb-52 pt-28 md:flex-row md:items-center md:justify-between">
        <div className={`max-w-2xl transition duration-700 ease-out ${shown}`}>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-sand-200">
            {slide.eyebrow}
          </p>
          <h2 className="mt-4 text-3xl font-bold leading-tight md:text-5xl">{slide.heading}</h2>
          {slide.figure ? (
            <p className="mt-6 flex items-baseline gap-4">
              <span className="text-6xl font-bold text-gold-500 md:text-7xl">
                {slide.figure.value}
              </span>
              <SampleMark fact={slide.figure} />
              <span className="text-lg text-sand-100">{slide.figure.label}</span>
            </p>
          ) : null}
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-sand-100">{slide.body}</p>
          {slide.countries ? (
            <ul className="mt-6 flex flex-wrap gap-3" aria-label={words.countriesLabel}>
              {slide.countries.map((country) => (
                <li
                  key={country.code}
                  className="rounded-full border border-white/40 px-4 py-1.5 text-sm font-semibold"
                >
                  {!countryCodes || country.code === country.name ? (
                    country.name
                  ) : (
                    <>
                      <span aria-hidden="true">{country.code}</span>
                      <span className="sr-only">{country.name}</span>
                    </>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {slide.action?.kind === 'link' ? (
            <Link
              href={slide.action.href}
              draggable={false}
              className={`${actionClass} mt-8 bg-white text-teal-900 hover:bg-sand-200`}
            >
              {slide.action.label}
              <span className="sr-only">: {slide.heading}</span>
            </Link>
          ) : null}
          {slide.action?.kind === 'explore' ? (
            <button
              type="button"
              data-journey-explore
              onClick={onExplore}
              className={`${actionClass} mt-8 bg-gold-500 text-teal-950 hover:bg-sand-200`}
            >
              {slide.action.label}
            </button>
          ) : null}
        </div>
        {slide.image ? (
          <Image
            {...slide.image}
            alt={slide.image.alt}
            draggable={false}
            sizes="(min-width: 768px) 40vw, 90vw"
            className={`w-full max-w-md rounded-card shadow-2xl transition delay-150 duration-700 ease-out md:w-2/5 ${shown}`}
          />
        ) : null}
      </div>
    </div>
  );
}
