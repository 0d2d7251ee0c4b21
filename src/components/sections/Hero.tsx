import Image from 'next/image';
import { ButtonLink } from '@/components/ui/Button';
import type { HeroExtras } from '@/site/sections';
import { FigureList } from './FigureList';

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
    <section className="hero">
      <div
        className={`container-page relative grid items-center gap-10 ${image ? 'lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]' : ''}`}
      >
        <div>
          {eyebrow ? <p className="hero-eyebrow">{eyebrow}</p> : null}
          <h1 className="hero-title">{heading}</h1>
          <p className="hero-intro">{intro}</p>
          {actions.length > 0 ? (
            <div className="hero-actions">
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
          {figures.length > 0 ? <FigureList figures={figures} className="hero-figures" /> : null}
        </div>
        {image ? (
          <Image
            {...image}
            alt={image.alt}
            preload
            sizes="(min-width: 1024px) 480px, 100vw"
            className="w-full rounded-[var(--radius-card)] shadow-lg ring-1 ring-white/10"
          />
        ) : null}
      </div>
    </section>
  );
}
