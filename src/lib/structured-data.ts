import { site } from '@/site/config';
import type { FaqItem } from '@/site/sections';
import { services } from '@/site/services';
import type { OfferingCard } from '@/site/types';
import { absoluteUrl } from './metadata';

const context = 'https://schema.org';

const postalAddress = () => ({
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
});

const organizationId = () => `${absoluteUrl('/')}#organization`;

/** The organization as the provider of a service. */
const organizationRef = () => ({
  '@type': 'Organization',
  '@id': organizationId(),
  name: site.name,
  url: absoluteUrl('/'),
  logo: absoluteUrl('/icon.svg'),
  telephone: site.phone.tel,
  address: postalAddress(),
});

/** schema.org Organization of the home page, with the services it offers as a catalogue. */
export function organizationJsonLd() {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl(site.socialImage.src),
    description: site.description,
    telephone: site.phone.tel,
    email: site.email,
    address: postalAddress(),
    areaServed: site.address.countryName,
    knowsAbout: ['Saudi government procurement', 'Etimad', 'Local content', 'Market entry'],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Government contracting services',
      itemListElement: services.map((service) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: service.name,
          description: service.summary,
          url: absoluteUrl(service.path),
          // The catalogue sits inside the Organization: point back to it by its id.
          provider: { '@id': organizationId() },
        },
      })),
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList: home first, the page itself last. */
export function breadcrumbJsonLd(trail: readonly Crumb[]) {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** schema.org FAQPage of the questions a page shows. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** schema.org Service of a service page: its name and address, and its page's description. */
export function serviceJsonLd(service: OfferingCard, description: string) {
  return {
    '@context': context,
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description,
    url: absoluteUrl(service.path),
    provider: organizationRef(),
    areaServed: { '@type': 'Country', name: site.address.countryName },
  };
}

/** schema.org ContactPage of /contact-us, about the office as a LocalBusiness with its hours. */
export function contactPageJsonLd(path: string) {
  return {
    '@context': context,
    '@type': 'ContactPage',
    url: absoluteUrl(path),
    name: `Contact ${site.name}`,
    about: {
      '@type': 'LocalBusiness',
      name: site.legalName,
      url: absoluteUrl('/'),
      image: absoluteUrl(site.socialImage.src),
      telephone: site.phone.tel,
      email: site.email,
      address: postalAddress(),
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: site.hours.days.map((day) => `${context}/${day}`),
          opens: site.hours.opens,
          closes: site.hours.closes,
        },
      ],
    },
  };
}
