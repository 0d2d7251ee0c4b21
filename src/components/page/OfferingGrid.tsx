import Image from 'next/image';
import Link from 'next/link';
import type { Offering } from '@/site/types';

/** Cards linking to each service or area of focus, numbered 01–07 as in the header menus. */
export function OfferingGrid({
  offerings,
  label,
}: {
  offerings: readonly Offering[];
  label: string;
}) {
  return (
    <section aria-label={label} className="container-page pb-20">
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {offerings.map((offering, index) => (
          <li
            key={offering.slug}
            className="group overflow-hidden rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-sand-200"
          >
            <Link href={offering.path} className="flex h-full flex-col">
              <Image
                src={offering.image.src}
                alt=""
                width={offering.image.width}
                height={offering.image.height}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[16/10] w-full object-cover"
              />
              <span className="flex flex-1 flex-col gap-2 p-6">
                <span className="text-sm font-semibold text-gold-700">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="text-xl font-bold text-teal-900 group-hover:underline">
                  {offering.name}
                </span>
                <span className="text-muted">{offering.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
