import { describe, expect, it } from 'vitest';
import { formatPostDate, parseWpDate } from './dates';

describe('WordPress dates', () => {
  it('reads the GMT fields (no offset) as UTC and keeps explicit offsets', () => {
    expect(parseWpDate('2025-01-14T23:30:00')?.toISOString()).toBe('2025-01-14T23:30:00.000Z');
    expect(parseWpDate('2025-01-14T23:30:00+03:00')?.toISOString()).toBe(
      '2025-01-14T20:30:00.000Z',
    );
  });

  it('gives null for missing or invalid dates', () => {
    expect(parseWpDate(null)).toBeNull();
    expect(parseWpDate('not a date')).toBeNull();
  });

  it('dates a post by the day in Riyadh, whatever the server’s time zone', () => {
    // 22:30 UTC on the 14th is 01:30 on the 15th in Riyadh (UTC+3).
    expect(formatPostDate(parseWpDate('2025-01-14T22:30:00')!)).toBe('15 January 2025');
    expect(formatPostDate(parseWpDate('2025-01-14T20:30:00')!)).toBe('14 January 2025');
  });
});
