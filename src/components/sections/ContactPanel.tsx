import Image from 'next/image';
import { hostConfig } from '#host/shared';
import { cardClass } from '@/components/ui/Card';
import { Ltr } from '@/components/ui/Ltr';
import { mapEmbedUrl, openInMapsUrl } from '@/lib/maps';
import { SampleMark } from '@/components/ui/SampleMark';
import { company } from '@/site/company';
import { site } from '@/site/config';
import type { ReactNode } from 'react';
import type { ContactSection } from '@/site/sections';
import { Band } from './Band';

const { address, hours, phone, email } = company;

export const officeAddress = `${address.street}, ${address.locality} ${address.postalCode}, ${address.countryName}`;

const officeMap = {
  src: '/images/contact/office-map.webp',
  width: 960,
  height: 640,
  alt: `Map illustration of central ${address.locality} with a pin on the ${site.name} office`,
} as const;

const contactLinkClass = 'font-semibold text-teal-800 underline underline-offset-4';

/** The office's details, each a term and what it says. */
const officeDetails: readonly [string, ReactNode][] = [
  [
    'Office',
    <address key="office" className="not-italic">
      {site.legalName}
      <br />
      {address.street}
      <br />
      {address.locality} {address.postalCode}
      <br />
      {address.countryName}
      <SampleMark fact={address} />
    </address>,
  ],
  [
    'Hours',
    <>
      {`${hours.label}, ${hours.opens}–${hours.closes} (by appointment)`}
      <SampleMark fact={hours} />
    </>,
  ],
  [
    'Phone',
    <>
      <a href={`tel:${phone.tel}`} className={contactLinkClass}>
        <Ltr>{phone.display}</Ltr>
      </a>
      <SampleMark fact={phone} />
    </>,
  ],
  [
    'Email',
    <>
      <a href={`mailto:${email.address}`} className={contactLinkClass}>
        <Ltr>{email.address}</Ltr>
      </a>
      <SampleMark fact={email} />
    </>,
  ],
];

/** The office's address, hours, phone and email beside its map (the maps key read at run time). */
export function ContactPanel({ section }: { section: ContactSection }) {
  return <ContactPanelView section={section} mapsKey={hostConfig().NEXT_PUBLIC_MAPS_API_KEY} />;
}

/**
 * With a maps key the map is embedded (the CSP allows that frame only then); without one, the
 * project's own map illustration and a link that opens the address in a maps site.
 */
export function ContactPanelView({
  section,
  mapsKey,
}: {
  section: ContactSection;
  mapsKey: string | undefined;
}) {
  const place = `${site.legalName}, ${officeAddress}`;
  return (
    <Band heading={section.heading} intro={section.intro} tone="white">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={`${cardClass} p-8`}>
          <dl className="grid gap-6">
            {officeDetails.map(([term, detail]) => (
              <div key={term}>
                <dt className="text-sm font-semibold uppercase tracking-wider text-gold-700">
                  {term}
                </dt>
                <dd className="mt-1">{detail}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={`${cardClass} overflow-hidden`}>
          {mapsKey ? (
            <iframe
              title={`Map of the ${site.name} office in ${address.locality}`}
              src={mapEmbedUrl(mapsKey, place)}
              width={officeMap.width}
              height={officeMap.height}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="aspect-[3/2] h-auto w-full border-0"
            />
          ) : (
            <figure>
              <Image
                {...officeMap}
                alt={officeMap.alt}
                sizes="(min-width: 1024px) 720px, 100vw"
                className="aspect-[3/2] w-full bg-sand-100 object-cover"
              />
              <figcaption className="p-4 text-sm">
                <a
                  href={openInMapsUrl(place)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-teal-800 underline underline-offset-4"
                >
                  Open our address in a maps site
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </figcaption>
            </figure>
          )}
        </div>
      </div>
    </Band>
  );
}
