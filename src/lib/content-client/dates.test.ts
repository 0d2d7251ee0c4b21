import { describe, expect, it } from 'vitest';
import { parseWpDate } from './dates';

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
});
