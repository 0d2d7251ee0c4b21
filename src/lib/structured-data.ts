import { site } from '@/site/config';
import { absoluteUrl } from './metadata';

/** schema.org Organization of the home page. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl(site.socialImage.src),
    description: site.description,
    telephone: site.phone.tel,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      addressCountry: site.address.country,
    },
    areaServed: site.address.countryName,
    knowsAbout: ['Saudi government procurement', 'Etimad', 'Local content', 'Market entry'],
  };
}
