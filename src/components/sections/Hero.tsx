import Image from 'next/image';
import { ButtonLink } from '@/components/ui/Button';
import type { HeroExtras } from '@/site/sections';

/**
 * The top of a page: its h1 and introduction on dark teal, with optional eyebrow, calls to
 * action, headline figures and illustration. The illustration is the page's largest image,
 * so it is preloaded.
 */
export function Hero({
  heading,
  intro,
  eyebrow,
  actions = [],
  figures = [],
  image,
}: { heading: string; intro: string } & HeroExtras) {
  return (
    <section className="relative overflow-hidden bg-teal-900 pb-16 pt-32 text-white md:pb-20 md:pt-40">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-40 -top-40 h-[28rem] w-[28rem] rounded-full bg-teal-800/60"
      />
      <div
        className={`container-page relative grid items-center gap-10 ${image ? 'lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]' : ''}`}
      >
        <div>
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-gold-500">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="max-w-4xl text-4xl font-bold leading-tight md:text-5xl">{heading}</h1>
          <p className="mt-5 max-w-3xl text-lg text-sand-100">{intro}</p>
          {actions.length > 0 ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {actions.map((action, index) => (
                <ButtonLink
                  key={action.href}
                  href={action.href}
                  variant={index === 0 ? 'accent' : 'inverse'}
                >
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          ) : null}
          {figures.length > 0 ? (
            <dl className="mt-12 grid max-w-3xl gap-6 sm:grid-cols-3">
              {figures.map((figure) => (
                <div
                  key={figure.label}
                  className="flex flex-col-reverse border-s-2 border-gold-500 ps-4"
                >
                  <dt className="text-sm text-sand-200">{figure.label}</dt>
                  <dd className="text-3xl font-bold">{figure.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        {image ? (
          <Image
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            preload
            sizes="(min-width: 1024px) 480px, 100vw"
            className="w-full rounded-[var(--radius-card)] shadow-lg ring-1 ring-white/10"
          />
        ) : null}
      </div>
    </section>
  );
}
