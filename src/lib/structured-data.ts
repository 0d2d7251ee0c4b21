import { confirmed, type Company } from '@/site/company';
import { site } from '@/site/config';
import type { FaqItem } from '@/site/sections';
import { services } from '@/site/services';
import type { OfferingCard } from '@/site/types';
import { absoluteUrl } from './metadata';

const context = 'https://schema.org';

/**
 * Structured data as the text of its script element. JSON.stringify does not escape "<", so
 * "</script>" in a value could end the element early.
 */
export const jsonLdText = (data: Record<string, unknown>) =>
  JSON.stringify(data).replace(/</g, '\\u003c');

// Structured data cannot mark a fact as sample, so a sample fact is left out of it (the city and
// country stay: the company names itself by them).
const postalAddress = ({ address }: Company) => ({
  '@type': 'PostalAddress',
  streetAddress: confirmed(address)?.street,
  addressLocality: address.locality,
  postalCode: confirmed(address)?.postalCode,
  addressCountry: address.country,
});

const telephone = ({ phone }: Company) => confirmed(phone)?.tel;

const organizationId = () => `${absoluteUrl('/')}#organization`;

/** The organization as the provider of a service. */
const organizationRef = (facts: Company) => ({
  '@type': 'Organization',
  '@id': organizationId(),
  name: site.name,
  url: absoluteUrl('/'),
  logo: absoluteUrl(site.logo.src),
  telephone: telephone(facts),
  address: postalAddress(facts),
});

/** Where the site answers the home page's Organization (src/app/organization.jsonld). */
export const organizationJsonLdPath = '/organization.jsonld';

/** schema.org Organization of the home page, with the services it offers as a catalogue. */
export function organizationJsonLd(facts: Company) {
  const profiles = facts.social.filter((link) => confirmed(link)).map((link) => link.href);
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(site.logo.src),
    image: absoluteUrl(site.socialImage.src),
    description: site.description,
    telephone: telephone(facts),
    email: confirmed(facts.email)?.address,
    address: postalAddress(facts),
    ...(profiles.length ? { sameAs: profiles } : {}),
    areaServed: facts.address.countryName,
    knowsAbout: ['Saudi government procurement', 'Etimad', 'Local content', 'Market entry'],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Government contracting services',
      itemListElement: services.map((service) => ({
        '@type': 'Offer',
        // Name and address: the service's page describes it, provider and all (serviceJsonLd);
        // inside the Organization the catalogue needs no back-reference. Each word here is in the
        // home page twice (the script and its flight data).
        itemOffered: { '@type': 'Service', name: service.name, url: absoluteUrl(service.path) },
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
export function serviceJsonLd(service: OfferingCard, description: string, facts: Company) {
  return {
    '@context': context,
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description,
    url: absoluteUrl(service.path),
    provider: organizationRef(facts),
    areaServed: { '@type': 'Country', name: facts.address.countryName },
  };
}

/** schema.org ContactPage of /contact-us, about the office as a LocalBusiness with its hours. */
export function contactPageJsonLd(path: string, facts: Company) {
  const hours = confirmed(facts.hours);
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
      telephone: telephone(facts),
      email: confirmed(facts.email)?.address,
      address: postalAddress(facts),
      openingHoursSpecification: hours && [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: hours.days.map((day) => `${context}/${day}`),
          opens: hours.opens,
          closes: hours.closes,
        },
      ],
    },
  };
}
