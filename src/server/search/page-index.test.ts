import { describe, expect, it } from 'vitest';
import { fileCompany } from '@/site/company';
import { withFigures } from '@/site/test-support';
import { searchPages } from './page-index';
import { queryTerms } from './text-match';

const hrefs = (q: string, company = fileCompany, locale: 'en' | 'ar' = 'en') =>
  searchPages(queryTerms(q), locale, company).map((page) => page.href);

describe('the pages search, for the facts resolved for the request', () => {
  it('finds the pages that show a fact by what the facts say now, and no longer by what the file says', () => {
    const changed = withFigures(fileCompany, {
      tenders: { value: 'SAR 250M+', label: 'won in Zanzibar-sized tenders' },
    });
    expect(hrefs('Zanzibar')).toEqual([]);
    const found = hrefs('Zanzibar', changed);
    // The pages whose figures bands show it: home, the media centre, the birth of Wasla.
    expect(found).toEqual(expect.arrayContaining(['/', '/media', '/the-birth-of-wasla']));
    expect(hrefs('Zanzibar', changed, 'ar')).toContain('/ar/media');
    const media = searchPages(queryTerms('Zanzibar'), 'en', changed).find(
      (page) => page.href === '/media',
    );
    expect(media?.excerpt).toContain('Zanzibar');
    // The file's facts again (WordPress's option unset): found by the file's words only.
    expect(hrefs('Zanzibar')).toEqual([]);
  });
});
