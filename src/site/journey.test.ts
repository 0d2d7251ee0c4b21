import { describe, expect, it } from 'vitest';
import { fileCompany } from './company';
import { journeyByLocale, journeyFactsOf, journeyIntro, journeyOf } from './journey';

const { slides: journeySlides, sections: journeySections } = journeyOf(journeyFactsOf(fileCompany));

describe('the journey copy', () => {
  it('has the intro screen of the spec', () => {
    expect(journeyIntro.heading).toMatch(/public-sector success in Saudi Arabia/i);
    expect(journeyIntro.start).toBe('Start');
    expect(journeyIntro.signIn.label).toBe('SIGN IN');
    expect(journeyIntro.skip).toBe('SKIP JOURNEY');
  });

  it('has the 15 slides in the order of the spec', () => {
    expect(journeySlides.map((slide) => slide.id)).toEqual([
      'holistic-solutions',
      'expert-guidance',
      'offer-market-entry',
      'offer-hr-outsourcing',
      'offer-compliance-advisory',
      'offer-tender-management',
      'offer-financial-services',
      'offer-joint-venture',
      'experience',
      'the-birth',
      'the-early-days',
      'saudi-soul',
      'track-record-tenders',
      'track-record-countries',
      'explore',
    ]);
    for (const slide of journeySlides) expect(slide.body.length).toBeGreaterThan(40);
  });

  it('sends each offer slide’s Learn More to its service and the birth slide’s to /the-birth-of-wasla', () => {
    const links = journeySlides.flatMap((slide) =>
      slide.action?.kind === 'link' ? [[slide.heading, slide.action.href]] : [],
    );
    expect(links).toEqual([
      ['Market Entry', '/services/market-entry'],
      ['HR Outsourcing', '/services/hr-outsourcing'],
      ['Compliance Management', '/services/compliance-advisory'],
      ['Tender Management', '/services/tender-management'],
      ['Financial Services', '/services/financial-services'],
      ['Joint Venture', '/services/joint-venture'],
      ['Why we called it Wasla', '/the-birth-of-wasla'],
    ]);
  });

  it('carries the company’s figures and client countries, and states a figure in the headings made from it', () => {
    const facts = journeyFactsOf({
      ...fileCompany,
      figures: {
        tenders: { value: 'SAR 250M+', label: 'won for our clients' },
        experience: { value: '55+', label: 'years of combined experience' },
        countries: { value: '6', label: 'countries our clients come from' },
      },
      clientCountries: {
        countries: [...fileCompany.clientCountries.countries, { code: 'EG', name: 'Egypt' }],
      },
    });
    const { slides, sections } = journeyOf(facts);
    const byId = new Map(slides.map((slide) => [slide.id, slide]));
    expect(byId.get('experience')?.figure?.value).toBe('55+');
    expect(byId.get('experience')?.eyebrow).toBe('55+ years of combined experience');
    expect(sections.find((section) => section.id === 'experience')?.title).toBe(
      '55+ years of combined experience',
    );
    expect(byId.get('track-record-tenders')?.heading).toBe('SAR 250M+ won for our clients');
    expect(byId.get('track-record-countries')?.heading).toBe('6 countries our clients come from');
    expect(byId.get('track-record-countries')?.countries?.map((country) => country.code)).toEqual([
      'UAE',
      'UK',
      'US',
      'Greece',
      'KSA',
      'EG',
    ]);
    // The Arabic twin: the same figures in its words.
    const arabicJourney = journeyByLocale.ar;
    const arabic = new Map(
      arabicJourney
        .journeyOf(
          arabicJourney.journeyFactsOf({
            ...fileCompany,
            figures: {
              ...fileCompany.figures,
              tenders: { value: 'SAR 250M+', label: 'won for our clients' },
            },
          }),
        )
        .slides.map((slide) => [slide.id, slide]),
    );
    expect(arabic.get('track-record-tenders')?.heading).toBe(
      'أكثر من 250 مليون ريال قيمة ما فاز به عملاؤنا في المنافسات الحكومية',
    );
  });

  it('ends on the Explore slide, whose EXPLORE button closes the journey', () => {
    expect(journeySlides.at(-1)?.action).toEqual({ kind: 'explore', label: 'EXPLORE' });
  });

  it('has the 9 bottom-navigation sections, each starting at its first slide', () => {
    expect(journeySections.map((section) => [section.title, section.slideIndex])).toEqual([
      ['Holistic Solutions', 0],
      ['Expert Guidance', 1],
      ['What We Offer', 2],
      ['40+ years of combined experience', 8],
      ['The Birth', 9],
      ['The Early Days', 10],
      ['A Saudi Soul a Global Mindset', 11],
      ['A Proven Track Record', 12],
      ['Explore', 14],
    ]);
  });
});
