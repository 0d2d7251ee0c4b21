import { describe, expect, it } from 'vitest';
import { formatDate, formatHijriDate, formatPostDate } from './format';

// 20:30 UTC on 14 January 2025 is 23:30 in Riyadh; 22:30 UTC is already 01:30 on the 15th there.
const evening = new Date('2025-01-14T20:30:00Z');
const pastMidnightInRiyadh = new Date('2025-01-14T22:30:00Z');

describe('dates', () => {
  it('writes the day in Riyadh, whatever the machine’s time zone', () => {
    expect(formatDate(evening, 'en')).toBe('14 January 2025');
    expect(formatDate(pastMidnightInRiyadh, 'en')).toBe('15 January 2025');
    expect(formatDate(pastMidnightInRiyadh, 'ar')).toBe('15 يناير 2025');
  });

  it('writes Arabic dates in the Gregorian calendar with Arabic month names and digits 0–9', () => {
    expect(formatDate(evening, 'ar')).toBe('14 يناير 2025');
    expect(formatDate(new Date('2026-11-25T09:00:00Z'), 'ar')).toBe('25 نوفمبر 2026');
    expect(formatDate(evening, 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('gives the Umm al-Qura Hijri day, which turns with the Riyadh day', () => {
    // 1 Rajab 1446 fell on 1 January 2025; 1 Ramadan 1446 on 1 March 2025 (Umm al-Qura).
    expect(formatHijriDate(evening)).toBe('14 رجب 1446 هـ');
    expect(formatHijriDate(pastMidnightInRiyadh)).toBe('15 رجب 1446 هـ');
    expect(formatHijriDate(new Date('2025-03-01T09:00:00Z'))).toBe('1 رمضان 1446 هـ');
  });

  it('dates a post by its Gregorian day, with the Hijri day beside it in Arabic', () => {
    expect(formatPostDate(evening, 'en')).toBe('14 January 2025');
    expect(formatPostDate(evening, 'ar')).toBe('14 يناير 2025 (14 رجب 1446 هـ)');
  });
});
