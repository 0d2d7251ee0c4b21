import Image from 'next/image';
import { hostConfig } from '#host/shared';
import { cardClass } from '@/components/ui/Card';
import { Ltr } from '@/components/ui/Ltr';
import { mapEmbedUrl, openInMapsUrl } from '@/lib/maps';
import { SampleMark } from '@/components/ui/SampleMark';
import { requestLocale } from '@/components/locale/request-locale';
import { chromeWords as arabicChrome } from '@/site/ar/chrome';
import { hoursLabelOf, placeName } from '@/site/ar/company';
import { site as arabicSite } from '@/site/ar/config';
import { chromeWords, type ChromeWords } from '@/site/chrome';
import type { Company, MaybeSample } from '@/site/company';
import { site } from '@/site/config';
import type { ReactNode } from 'react';
import type { ContactSection } from '@/site/sections';
import { Band } from './Band';
import { NewTabLink } from '@/components/ui/NewTabLink';

/** The office's address on one line, as a maps site searches it. */
const officeAddress = ({ address }: Company) =>
  `${address.street}, ${address.locality} ${address.postalCode}, ${address.countryName}`;

const officeMap = { src: '/images/contact/office-map.webp', width: 960, height: 640 } as const;

const contactLinkClass = 'font-semibold text-teal-800 underline underline-offset-4';

/**
 * The panel's words in the page's language: its labels, and the office's names as written in it,
 * with the company's facts they name.
 */
export interface OfficeWords {
  company: Company;
  labels: ChromeWords['sections']['contact'];
  siteName: string;
  legalName: string;
  street: string;
  locality: string;
  countryName: string;
  hoursLabel: string;
}

export const englishOffice = (company: Company): OfficeWords => ({
  company,
  labels: chromeWords.sections.contact,
  siteName: site.name,
  legalName: site.legalName,
  street: company.address.street,
  locality: company.address.locality,
  countryName: company.address.countryName,
  hoursLabel: company.hours.label,
});

const arabicOffice = (company: Company): OfficeWords => ({
  company,
  labels: arabicChrome.sections.contact,
  siteName: arabicSite.name,
  legalName: arabicSite.legalName,
  street: placeName(company.address.street),
  locality: placeName(company.address.locality),
  countryName: placeName(company.address.countryName),
  hoursLabel: hoursLabelOf(company),
});

/** A way to reach the office: its link, written left to right, and its sample mark. */
const reachedAt = (href: string, text: string, fact: MaybeSample) => (
  <>
    <a href={href} className={contactLinkClass}>
      <Ltr>{text}</Ltr>
    </a>
    <SampleMark fact={fact} />
  </>
);

/** The office's details, each a term and what it says. */
function officeDetails(office: OfficeWords): readonly [string, ReactNode][] {
  const { labels } = office;
  const { address, hours, phone, email } = office.company;
  return [
    [
      labels.office,
      <address key="office" className="not-italic">
        {office.legalName}
        <br />
        {office.street}
        <br />
        {office.locality} <Ltr>{address.postalCode}</Ltr>
        <br />
        {office.countryName}
        <SampleMark fact={address} />
      </address>,
    ],
    [
      labels.hours,
      <>
        {office.hoursLabel}
        {labels.comma}
        <Ltr>{`${hours.opens}–${hours.closes}`}</Ltr> {labels.byAppointment}
        <SampleMark fact={hours} />
      </>,
    ],
    [labels.phone, reachedAt(`tel:${phone.tel}`, phone.display, phone)],
    [labels.email, reachedAt(`mailto:${email.address}`, email.address, email)],
  ];
}

/** The office's address, hours, phone and email beside its map (the maps key read at run time). */
export async function ContactPanel({
  section,
  company,
}: {
  section: ContactSection;
  company: Company;
}) {
  return (
    <ContactPanelView
      section={section}
      mapsKey={hostConfig().NEXT_PUBLIC_MAPS_API_KEY}
      office={((await requestLocale()) === 'ar' ? arabicOffice : englishOffice)(company)}
    />
  );
}

/**
 * With a maps key the map is embedded (the CSP allows that frame only then); without one, the
 * project's own map illustration and a link that opens the address in a maps site.
 */
export function ContactPanelView({
  section,
  mapsKey,
  office,
}: {
  section: ContactSection;
  mapsKey: string | undefined;
  /** In the page's language, with the request's facts. */
  office: OfficeWords;
}) {
  const { labels } = office;
  const place = `${site.legalName}, ${officeAddress(office.company)}`;
  return (
    <Band heading={section.heading} intro={section.intro} tone="white">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={`${cardClass} p-8`}>
          <dl className="grid gap-6">
            {officeDetails(office).map(([term, detail]) => (
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
              title={labels.mapTitle(office.locality, office.siteName)}
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
                alt={labels.mapAlt(office.locality, office.siteName)}
                sizes="(min-width: 1024px) 720px, 100vw"
                className="aspect-[3/2] w-full bg-sand-100 object-cover"
              />
              <figcaption className="p-4 text-sm">
                <NewTabLink
                  href={openInMapsUrl(place)}
                  newTab={labels.newTab}
                  className={contactLinkClass}
                >
                  {labels.openMap}
                </NewTabLink>
              </figcaption>
            </figure>
          )}
        </div>
      </div>
    </Band>
  );
}
