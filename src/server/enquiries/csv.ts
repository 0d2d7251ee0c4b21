import 'server-only';

// How a spreadsheet reads a CSV cell decides what the export must write. Excel runs a cell that
// starts with =, +, -, @ (or a tab or CR before one) as a formula, so an enquiry could attack
// whoever opens the export; and it turns number-like text into a number, so "+966 11 520 4400"
// becomes a formula error and "0551234567" loses its zero. The common defence, a leading
// apostrophe, is shown as typed only when a person types it: in a CSV file Excel shows the
// apostrophe itself, before every phone number.
//
// So such a cell is written as a text formula, ="…": Excel shows exactly the text inside (kept
// as text, never evaluated, whatever it says). Excel's formulas hold at most 255 characters of
// text, so a longer cell (a message starting with "-") falls back to the apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER_LIKE = /^[+\-]?[\d\s().\/-]*\d[\d\s().\/-]*$/;
const TEXT_FORMULA_MAX = 255;

/** One CSV cell, quoted, that a spreadsheet shows as it was typed and never runs. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text) || NUMBER_LIKE.test(text)) {
    const literal = text.replaceAll('"', '""');
    text = literal.length <= TEXT_FORMULA_MAX ? `="${literal}"` : `'${text}`;
  }
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * A CSV document (RFC 4180: CRLF line ends) with a header row, starting with a byte order
 * mark: without it Excel reads UTF-8 as the system's code page and garbles Arabic names.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null)[])[]) {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
