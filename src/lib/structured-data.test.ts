import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbs';
import { absoluteUrl } from './metadata';
import { fileCompany as company } from '@/site/company';
import { wordsFor } from '@/site/words';
import { services } from '@/site/services';
import {
  breadcrumbJsonLd,
  contactPageJsonLd,
  faqJsonLd,
  organizationJsonLd,
  serviceJsonLd,
} from './structured-data';

/**
 * schema.org's required (Google's rich-result rules) and expected properties of each type the
 * site emits. Every object with an @type in our data is checked against its row.
 */
const schema: Record<string, { required: string[]; expected?: string[] }> = {
  Organization: { required: ['name', 'url'], expected: ['logo', 'address', 'telephone'] },
  OfferCatalog: { required: ['itemListElement'], expected: ['name'] },
  Offer: { required: ['itemOffered'] },
  Service: { required: ['name'], expected: ['url'] },
  BreadcrumbList: { required: ['itemListElement'] },
  ListItem: { required: ['position', 'name', 'item'] },
  FAQPage: { required: ['mainEntity'] },
  Question: { required: ['name', 'acceptedAnswer'] },
  Answer: { required: ['text'] },
  ContactPage: { required: ['url'], expected: ['about'] },
  LocalBusiness: {
    required: ['name', 'address'],
    expected: ['telephone', 'url', 'image', 'openingHoursSpecification'],
  },
  PostalAddress: {
    required: ['addressLocality', 'addressCountry'],
    expected: ['streetAddress', 'postalCode'],
  },
  OpeningHoursSpecification: { required: ['dayOfWeek', 'opens', 'closes'] },
  Country: { required: ['name'] },
};

/** Every problem found in `data` and what it contains, as "Type.property missing". */
function validate(data: unknown, problems: string[] = []): string[] {
  if (Array.isArray(data)) data.forEach((item) => validate(item, problems));
  else if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const type = record['@type'];
    // A reference to an entity described elsewhere ({"@id": …}) carries no properties of its own.
    if (typeof type === 'string') {
      const rule = schema[type];
      if (!rule) problems.push(`${type}: not in the validator table`);
      for (const property of [...(rule?.required ?? []), ...(rule?.expected ?? [])]) {
        const value = record[property];
        if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
          problems.push(`${type}.${property} missing`);
      }
    }
    Object.values(record).forEach((value) => validate(value, problems));
  }
  return problems;
}

/** The shipped facts with every one marked confirmed (or, for `sampleFacts`, sample). */
const factsMarked = (sample: boolean): typeof company => ({
  ...company,
  phone: { display: '+966 11 000 1234', tel: '+966110001234', sample },
  email: { address: 'office@example.com', sample },
  address: { ...company.address, street: 'King Fahd Road 1', postalCode: '11564', sample },
  hours: { ...company.hours, sample },
  social: [{ label: 'LinkedIn', href: 'https://www.linkedin.com/company/example', sample }],
});
const confirmedFacts = factsMarked(false);
const sampleFacts = factsMarked(true);

describe('structured data', () => {
  it('the Organization offers every service in its OfferCatalog', () => {
    const organization = organizationJsonLd(confirmedFacts);
    expect(validate(organization)).toEqual([]);
    expect(organization.hasOfferCatalog.itemListElement.map((o) => o.itemOffered)).toEqual(
      services.map((s) => ({
        '@type': 'Service',
        name: s.name,
        url: absoluteUrl(s.path),
      })),
    );
  });

  it('a service page is a Service provided by the organization', () => {
    for (const service of services) {
      const data = serviceJsonLd(service, `What ${service.name} covers.`, confirmedFacts);
      expect(validate(data)).toEqual([]);
      expect(data.url).toMatch(new RegExp(`${service.path}$`));
      // The home page's catalogue names and links a service; its own page describes it.
      expect(data.description).toBe(`What ${service.name} covers.`);
      expect(validate(data.provider)).toEqual([]);
    }
  });

  it('breadcrumbs run from home through each parent page, positions from 1', () => {
    const data = breadcrumbJsonLd(breadcrumbTrail('/services/market-entry', 'Market Entry'));
    expect(validate(data)).toEqual([]);
    expect(data.itemListElement.map((i) => [i.position, i.name])).toEqual([
      [1, 'Home'],
      [2, 'Our Services'],
      [3, 'Market Entry'],
    ]);
    // No /legal page exists, so the legal pages sit directly under home.
    expect(breadcrumbTrail('/legal/terms', 'Terms of Use').map((c) => c.path)).toEqual([
      '/',
      '/legal/terms',
    ]);
  });

  it("an Arabic page's breadcrumbs are named and addressed in Arabic", () => {
    const trail = breadcrumbTrail('/blog/a-post', 'عنوان المقالة', 'ar');
    expect(trail.map((crumb) => crumb.path)).toEqual(['/ar', '/ar/blog', '/ar/blog/a-post']);
    expect(trail.map((crumb) => crumb.name)).toEqual([
      'الرئيسية',
      wordsFor('ar').pages['/blog'].title,
      'عنوان المقالة',
    ]);
    expect(wordsFor('ar').pages['/blog'].title).toMatch(/^[\u0600-\u06FF\s|]+$/);
  });

  it('an FAQPage holds each question with its answer', () => {
    const data = faqJsonLd([{ question: 'Why?', answer: 'Because.' }]);
    expect(validate(data)).toEqual([]);
    expect(data.mainEntity[0]).toMatchObject({
      name: 'Why?',
      acceptedAnswer: { text: 'Because.' },
    });
  });

  it('the contact page describes the office: address and hours Sunday to Thursday', () => {
    const data = contactPageJsonLd('/contact-us', confirmedFacts);
    expect(validate(data)).toEqual([]);
    expect(data.about).toMatchObject({ telephone: '+966110001234', email: 'office@example.com' });
    expect(data.about.address.streetAddress).toBe('King Fahd Road 1');
    expect(data.about.openingHoursSpecification?.[0]?.dayOfWeek).toEqual([
      'https://schema.org/Sunday',
      'https://schema.org/Monday',
      'https://schema.org/Tuesday',
      'https://schema.org/Wednesday',
      'https://schema.org/Thursday',
    ]);
  });

  it('states no sample fact: sample phone, email, street, hours and profiles are left out', () => {
    const data = JSON.stringify([
      organizationJsonLd(sampleFacts),
      contactPageJsonLd('/contact-us', sampleFacts),
      serviceJsonLd(services[0]!, 'What it covers.', sampleFacts),
    ]);
    for (const fact of [
      '+966110001234',
      'office@example.com',
      'King Fahd Road',
      '11564',
      'linkedin',
      'opens',
    ])
      expect(data).not.toContain(fact);
    // The city and country are who the company is, not a sample: the address keeps them.
    expect(contactPageJsonLd('/contact-us', sampleFacts).about.address).toMatchObject({
      addressLocality: 'Riyadh',
      addressCountry: 'SA',
    });
  });

  it('lists the confirmed social profiles as sameAs', () => {
    expect(organizationJsonLd(confirmedFacts).sameAs).toEqual([
      'https://www.linkedin.com/company/example',
    ]);
  });

  it('the validator catches a missing required property', () => {
    expect(validate({ '@type': 'Question', name: 'Why?' })).toEqual([
      'Question.acceptedAnswer missing',
    ]);
  });
});
