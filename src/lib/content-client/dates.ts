/**
 * WPGraphQL's `date` and `modified` are the site's local time without an offset
 * (2025-01-14T09:30:00). They are read as UTC so every server and browser shows the same day.
 */
export function parseWpDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const date = new Date(hasOffset ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** e.g. "14 January 2025". */
export function formatPostDate(date: Date): string {
  return dayFormat.format(date);
}
