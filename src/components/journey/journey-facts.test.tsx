// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import shipped from '#content/company.json';
import { renderHtml, texts } from '@/components/sections/render-html';
import { withFigures } from '@/site/test-support';

afterEach(() => {
  vi.doUnmock('#content/company.json');
  vi.doUnmock('@/server/content/config');
  vi.doUnmock('@/server/posts/cache');
  vi.resetModules();
  document.documentElement.lang = '';
});

/**
 * The journey's slider as a page in `lang` renders it, with the facts resolved for the request
 * (loadCompany), passed down the way the home page and /parallex pass them.
 */
async function renderJourney(lang: 'en' | 'ar') {
  // The slider picks its words by the document's language when its chunk loads.
  document.documentElement.lang = lang;
  const { loadCompany } = await import('@/server/company');
  const { wordsFor } = await import('@/site/words');
  const { JourneySlider } = await import('./JourneySlider');
  const { journey } = wordsFor(lang);
  return renderHtml(
    <JourneySlider
      active
      reducedMotion
      onExplore={() => {}}
      carouselRef={{ current: null }}
      facts={journey.journeyFactsOf(await loadCompany())}
    />,
  );
}

/** The journey with the built-in content (no WordPress) when content/company.json is `facts`. */
async function renderJourneyWith(facts: unknown, lang: 'en' | 'ar') {
  vi.resetModules();
  vi.doMock('#content/company.json', () => ({ default: facts }));
  return renderJourney(lang);
}

const slide = (root: HTMLElement, id: string) => root.querySelector(`[data-slide-id="${id}"]`)!;

describe('the intro journey shows the company facts resolved for the request', () => {
  const changed = {
    ...withFigures(shipped, {
      tenders: { value: 'SAR 250M+', label: 'won in government tenders' },
      experience: { value: '55+', label: 'years of combined experience', sample: true },
    }),
    clientCountries: {
      countries: [...shipped.clientCountries.countries, { code: 'EG', name: 'Egypt' }],
    },
  };

  it('a changed figure and an added client country in the content file are what its slides say', async () => {
    const root = await renderJourneyWith(changed, 'en');
    const tenders = slide(root, 'track-record-tenders');
    expect(tenders.querySelector('h2')?.textContent).toBe('SAR 250M+ won in government tenders');
    expect(tenders.textContent).not.toContain('100M');
    // Confirmed now: no sample tag beside it; the experience figure is still a sample and keeps its tag.
    expect(tenders.querySelector('.sample-mark')).toBeNull();
    const experience = slide(root, 'experience');
    expect(experience.textContent).toContain('55+ years of combined experience');
    expect(experience.querySelector('.sample-mark')?.textContent).toBe('sample');
    expect(texts(root, 'nav li button')).toContain('55+ years of combined experience');
    const countries = slide(root, 'track-record-countries');
    expect(texts(countries, 'li .sr-only')).toContain('Egypt');
    expect(texts(countries, 'li')).toHaveLength(6);
  });

  it('the Arabic journey says the changed figure in Arabic', async () => {
    const root = await renderJourneyWith(changed, 'ar');
    expect(slide(root, 'track-record-tenders').querySelector('h2')?.textContent).toBe(
      'أكثر من 250 مليون ريال قيمة ما فاز به عملاؤنا في المنافسات الحكومية',
    );
    expect(slide(root, 'experience').textContent).toContain('أكثر من 55');
    expect(texts(slide(root, 'track-record-countries'), 'li')).toContain('Egypt');
  });

  it('with WordPress configured, the facts WordPress gives are the slides’, not the file’s', async () => {
    vi.resetModules();
    vi.doMock('@/server/content/config', () => ({
      contentServiceUrl: () => 'http://wp.test/graphql',
    }));
    vi.doMock('@/server/posts/cache', () => ({ getCompany: async () => changed }));
    const root = await renderJourney('en');
    expect(slide(root, 'track-record-tenders').querySelector('h2')?.textContent).toBe(
      'SAR 250M+ won in government tenders',
    );
    expect(root.textContent).not.toContain(shipped.figures.tenders.value);
  });
});
