import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('a post’s language from its script', () => {
  it('is Arabic, right to left, when most letters are Arabic', () => {
    expect(detectLanguage('كيف تسجل كمورد في منصة اعتماد (Etimad)')).toEqual({
      language: 'ar',
      direction: 'rtl',
    });
  });

  it('is the site’s language otherwise, even with some Arabic words', () => {
    expect(detectLanguage('Registering on Etimad (اعتماد), step by step')).toEqual({
      language: 'en',
      direction: 'ltr',
    });
  });
});
