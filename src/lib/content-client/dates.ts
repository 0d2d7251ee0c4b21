/**
 * A WPGraphQL time as an instant. The site asks for `dateGmt` and `modifiedGmt`, which are UTC
 * without an offset (2025-01-14T06:30:00); a value with an offset keeps it.
 */
export function parseWpDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const date = new Date(hasOffset ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
