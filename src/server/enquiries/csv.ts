import 'server-only';

/**
 * One CSV cell. Text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or
 * a carriage return) gets a leading apostrophe, so an enquiry cannot attack whoever opens the
 * export; every cell is quoted.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A CSV document (RFC 4180: CRLF line ends) with a header row. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null)[])[]) {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
