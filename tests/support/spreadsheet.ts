/**
 * What a spreadsheet (Excel's rules for opening a CSV file) shows for a CSV document: each
 * record's cells as displayed, and whether any cell would run as a formula. A cell ="…" is a
 * text formula (its text shows as it is); a cell starting with = + - @ is a formula; a
 * number-like cell becomes a number (leading + and zeros dropped); a leading apostrophe stays
 * visible. Enough of Excel to judge an export, not a spreadsheet.
 */
export interface ReadCell {
  shown: string;
  runsFormula: boolean;
}

/** The records of an RFC 4180 document (quoted fields, "" escapes, CRLF ends). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

export function spreadsheetCell(cell: string): ReadCell {
  const textFormula = /^="((?:[^"]|"")*)"$/.exec(cell);
  if (textFormula)
    return { shown: (textFormula[1] ?? '').replaceAll('""', '"'), runsFormula: false };
  if (/^[=+\-@]/.test(cell.trimStart())) return { shown: '#NAME?', runsFormula: true };
  if (/^[+\-]?\d+(\.\d+)?$/.test(cell)) return { shown: String(Number(cell)), runsFormula: false };
  return { shown: cell, runsFormula: false };
}

/** The document as a spreadsheet shows it (the byte order mark read as the encoding). */
export function openInSpreadsheet(text: string): ReadCell[][] {
  return parseCsv(text.replace(/^\uFEFF/, '')).map((record) => record.map(spreadsheetCell));
}
