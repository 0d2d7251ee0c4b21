import { describe, expect, it } from 'vitest';
import { normalise, queryForm, wordForms } from './normalise';
import { excerptAround, queryTerms, scoreFields } from './text-match';

const matches = (query: string, text: string) =>
  scoreFields(queryTerms(query), [{ text, weight: 1 }]) > 0;

describe('Arabic normalisation', () => {
  it('folds the alef forms, alef maqsura, ta marbuta, tatweel and tashkeel', () => {
    expect(normalise('أإآٱ')).toBe('اااا');
    expect(normalise('مبنى')).toBe('مبني');
    expect(normalise('منافسة')).toBe('منافسه');
    expect(normalise('المنافـــسة')).toBe('المنافسه');
    expect(normalise('الْمُنَافَسَةُ')).toBe('المنافسه');
  });

  it('reads Arabic-Indic and Persian digits as Latin ones', () => {
    expect(normalise('رؤية ٢٠٣٠')).toBe(normalise('رؤية 2030'));
    expect(normalise('۲۰۳۰')).toBe('2030');
  });

  it('keeps a word findable as itself and without its article and prefixes', () => {
    expect(wordForms(normalise('والمنافسات'))).toEqual(
      expect.arrayContaining(['والمنافسات', 'منافسات']),
    );
    expect(wordForms(normalise('للشركات'))).toContain('شركات');
    // «وصلة» is one word: the و is not taken off a word that would be left too short.
    expect(wordForms(normalise('وصلة'))).toEqual(['وصله']);
    expect(wordForms('tenders')).toEqual(['tenders']);
  });

  it('searches a word by its stem: no article, no plural or feminine ending', () => {
    expect(queryForm(normalise('المنافسات'))).toBe('منافس');
    expect(queryForm(normalise('منافسة'))).toBe('منافس');
    expect(queryForm('tenders')).toBe('tenders');
  });
});

describe('matching Arabic text', () => {
  it('finds a word with and without the article and the prefixes', () => {
    expect(matches('منافسة', 'نساعدك في المنافسة الحكومية')).toBe(true);
    expect(matches('المنافسة', 'تجهيز منافسة واحدة')).toBe(true);
    expect(matches('منافسة', 'إدارة العروض والمنافسات')).toBe(true);
    expect(matches('منافسات', 'للمنافسة الأولى')).toBe(true);
  });

  it('finds a word written with other letter variants or with tashkeel', () => {
    expect(matches('اعتماد', 'التقديم عبر منصة إعتماد')).toBe(true);
    expect(matches('إستثمار', 'وزارة الاستثمار')).toBe(true);
    expect(matches('مستشفى', 'المستشفيات')).toBe(true);
    expect(matches('وصلة', 'تأسست وَصْلَة في الرياض')).toBe(true);
  });

  it('does not match a word that only shares letters with the query', () => {
    expect(matches('وصلة', 'الوصول إلى السوق')).toBe(false);
    expect(matches('منافسة', 'الامتثال والتراخيص')).toBe(false);
  });

  it('cuts an excerpt at the match in the text as written (tashkeel kept)', () => {
    const text = `${'مقدمة طويلة عن الشركة '.repeat(12)}ثم تأتي الْمُنَافَسَة الحكومية في آخر النص.`;
    const excerpt = excerptAround(text, queryTerms('منافسة'));
    expect(excerpt).toContain('الْمُنَافَسَة');
    expect(excerpt.startsWith('…')).toBe(true);
  });
});
