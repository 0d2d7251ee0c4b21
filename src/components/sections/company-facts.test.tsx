// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import shipped from '#content/company.json';
import shippedTeam from '#content/team.json';
import { renderHtml } from './render-html';
import { companySchema, parseContent } from '@/site/content-schema';
import { addedTeamMember } from '@/site/test-support';

afterEach(() => {
  vi.doUnmock('#content/company.json');
  vi.doUnmock('#content/team.json');
  vi.resetModules();
});

/**
 * The footer, the contact panel, /contact-us's words and its structured data, rendered with the
 * facts the built-in content resolves for a request (no WordPress) when content/company.json is `facts`.
 */
async function renderWith(facts: unknown) {
  vi.resetModules();
  vi.doMock('#content/company.json', () => ({ default: facts }));
  const { FooterView } = await import('@/components/footer/Footer');
  const { wordsFor } = await import('@/site/words');
  const { ContactPanelView, englishOffice } = await import('./ContactPanel');
  const { loadCompany } = await import('@/server/company');
  const { contactPageJsonLd } = await import('@/lib/structured-data');
  const company = await loadCompany();
  const contactWords = wordsFor('en').companyPages['/contact-us']!(company);
  return {
    footer: renderHtml(<FooterView words={wordsFor('en')} company={company} />),
    contact: renderHtml(
      <ContactPanelView
        section={{ kind: 'contact', heading: 'Office' }}
        mapsKey={undefined}
        office={englishOffice(company)}
      />,
    ),
    contactWords: JSON.stringify(contactWords),
    localBusiness: contactPageJsonLd('/contact-us', company).about,
  };
}

describe('company facts (content/company.json)', () => {
  it('a new phone number in the content file is the one the footer and the contact page show', async () => {
    const phone = { display: '+966 12 345 6789', tel: '+966123456789' };
    const { footer, contact, contactWords, localBusiness } = await renderWith({
      ...shipped,
      phone,
    });
    for (const root of [footer, contact]) {
      expect(root.querySelector('a[href="tel:+966123456789"]')?.textContent).toBe(phone.display);
      expect(root.querySelector(`a[href="tel:${shipped.phone.tel}"]`)).toBeNull();
    }
    // The page's own words (the no-JavaScript fallback) and its LocalBusiness say it too.
    expect(contactWords).toContain(phone.display);
    expect(contactWords).not.toContain(shipped.phone.display);
    expect(localBusiness.telephone).toBe(phone.tel);
    // Confirmed (no "sample": true): no sample tag beside it.
    expect(footer.querySelector('.sample-mark')).toBeNull();
  });

  it('a fact marked sample carries the sample tag wherever it shows', async () => {
    const { footer, contact } = await renderWith({
      ...shipped,
      phone: { ...shipped.phone, sample: true },
      email: { address: 'office@example.com', sample: false },
    });
    expect(footer.querySelector('a[href^="tel:"]')?.nextElementSibling?.textContent).toBe('sample');
    expect(contact.querySelector('a[href^="tel:"]')?.nextElementSibling?.textContent).toBe(
      'sample',
    );
    expect(contact.querySelector('a[href^="mailto:"]')?.nextElementSibling).toBeNull();
  });

  it('social profiles added to the content file appear in the footer, a sample one tagged', async () => {
    const { footer } = await renderWith({
      ...shipped,
      social: [
        { label: 'LinkedIn', href: 'https://www.linkedin.com/company/example' },
        { label: 'X', href: 'https://x.com/example', sample: true },
      ],
    });
    const list = footer.querySelector('ul[aria-label="Wasla on social media"]');
    expect([...(list?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.href])).toEqual([
      ['LinkedIn', 'https://www.linkedin.com/company/example'],
      ['X', 'https://x.com/example'],
    ]);
    expect([...(list?.querySelectorAll('.sample-mark') ?? [])]).toHaveLength(1);
    // None in the file: no empty list.
    const { footer: without } = await renderWith({ ...shipped, social: [] });
    expect(without.querySelector('ul[aria-label="Wasla on social media"]')).toBeNull();
  });

  it('a member added to content/team.json is a card on /our-team in both languages; a sample one is tagged', async () => {
    vi.resetModules();
    vi.doMock('#content/team.json', () => ({
      default: { ...shippedTeam, leadership: [...shippedTeam.leadership, addedTeamMember] },
    }));
    const { TeamGrid } = await import('./TeamGrid');
    const { pagesByLocale } = await import('@/site/pages');
    for (const [locale, role] of [
      ['en', 'Compliance Partner'],
      ['ar', 'شريكة الامتثال'],
    ] as const) {
      const ourTeamPage = pagesByLocale[locale]['/our-team'];
      const leadership = ourTeamPage.sections.find((section) => section.kind === 'team')!;
      const root = renderHtml(<TeamGrid section={leadership as never} />);
      const cards = [...root.querySelectorAll('li')];
      expect(cards).toHaveLength(shippedTeam.leadership.length + 1);
      const added = cards.at(-1)!;
      expect(added.querySelector('h3')?.textContent).toBe('Layla Example');
      expect(added.textContent).toContain(role);
      // Confirmed: no tag; the shipped sample members keep theirs.
      expect(added.querySelector('.sample-mark')).toBeNull();
      expect(cards[0]?.querySelector('.sample-mark')?.textContent).toBe('sample');
    }
  });

  it('a bad field stops the load with the file and the field named', () => {
    expect(() =>
      parseContent('content/company.json', companySchema, {
        ...shipped,
        phone: { display: '+966 11', tel: '011 520' },
        hours: { ...shipped.hours, opens: '9am' },
        social: [{ label: 'LinkedIn', href: 'http://example.com' }],
      }),
    ).toThrow(
      'content/company.json: phone.tel must be + and the digits to dial, no spaces, e.g. "+966115204400"; hours.opens must be a time from 00:00 to 23:59, e.g. "09:00"; social[0].href must be an https:// address',
    );
    expect(() =>
      parseContent('content/company.json', companySchema, { ...shipped, email: undefined }),
    ).toThrow('content/company.json: email must be { "address" }');
  });
});
