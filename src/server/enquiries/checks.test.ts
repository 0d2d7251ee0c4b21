import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import { DOCX_LIMITS, inspectCv } from './cv-file';
import { newNonce } from '#host/shared';
import { createFormTokens, MIN_FILL_MS } from './form-token';
import { docxBytes, docxParts, pdfBytes, zipOf, zipWith, type ZipPart } from '#tests/support/files';
import { openInSpreadsheet } from '#tests/support/spreadsheet';

describe('inspectCv', () => {
  const refusal = (bytes: Buffer) => {
    const inspected = inspectCv(bytes);
    return 'refused' in inspected ? inspected.refused : inspected.type.extension;
  };
  const docxWith = (...extra: ZipPart[]) => zipOf([...docxParts(), ...extra]);

  it('accepts a PDF and a Word document, whatever they are called', () => {
    expect(refusal(pdfBytes())).toBe('pdf');
    expect(refusal(docxBytes())).toBe('docx');
    expect(
      refusal(docxWith({ name: 'word/media/photo.png', content: Buffer.alloc(2000, 7) })),
    ).toBe('docx');
  });

  it('refuses tiny and foreign files (1 to 3 bytes used to be a 500)', () => {
    for (const bytes of [Buffer.alloc(0), Buffer.from('P'), Buffer.from('PK'), Buffer.from('%PD')])
      expect(refusal(bytes), bytes.toString()).toBe('notADocument');
    expect(refusal(zipWith(['[Content_Types].xml', 'xl/workbook.xml']))).toBe('notADocument');
    expect(refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'notADocument',
    );
    expect(refusal(Buffer.from('<html><script>alert(1)</script>%PDF-1.4'))).toBe('notADocument');
  });

  it('refuses a PDF that is also a web page, or that scripts, launches or attaches', () => {
    expect(
      refusal(pdfBytes('<html><body><script>alert(document.domain)</script></body></html>')),
    ).toBe('active');
    for (const action of [
      '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
      '/AA << /O << /S /Launch /F (cmd.exe) >> >>',
      '/Names << /EmbeddedFiles 2 0 R >>',
    ])
      expect(refusal(pdfBytes(`1 0 obj << /Type /Catalog ${action} >> endobj`)), action).toBe(
        'active',
      );
    expect(refusal(pdfBytes('1 0 obj << /Title (JSON and /JSX skills) >> endobj'))).toBe('pdf');
  });

  it('refuses a password-protected or truncated PDF', () => {
    expect(refusal(pdfBytes('trailer << /Encrypt 5 0 R >>'))).toBe('encrypted');
    expect(refusal(pdfBytes().subarray(0, 40))).toBe('unreadable');
  });

  it('refuses a Word document with macros, embedded objects, programs or web pages', () => {
    for (const name of [
      'word/vbaProject.bin',
      'word/embeddings/oleObject1.bin',
      'word/embeddings/setup.exe',
      'word/afchunk.htm',
      'word/media/payload.js',
    ])
      expect(refusal(docxWith({ name, content: 'MZ' })), name).toBe('active');
    const macroTypes = docxParts().map((part) =>
      part.name === '[Content_Types].xml'
        ? {
            ...part,
            content:
              '<Types><Default ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
          }
        : part,
    );
    expect(refusal(zipOf(macroTypes))).toBe('active');
    expect(refusal(zipOf(docxParts(), '<html><script>alert(1)</script></html>'))).toBe(
      'unreadable',
    );
  });

  it('refuses a decompression bomb without unpacking it all: too large, lying about its size, or too many parts', () => {
    const zeros = Buffer.alloc(DOCX_LIMITS.unpackedBytes + 1024 * 1024);
    expect(refusal(docxWith({ name: 'word/media/a.bin', content: zeros, deflate: true }))).toBe(
      'tooLarge',
    );
    // A part that says 1 KB and unpacks to 10 MB: inflation stops one byte past 1 KB.
    const liar = {
      name: 'word/header1.xml',
      content: Buffer.alloc(10 * 1024 * 1024),
      deflate: true,
    };
    expect(refusal(docxWith({ ...liar, declared: { unpackedSize: 1024 } }))).toBe('tooLarge');
    // 2 MB of zeros packs to ~2 KB: a ratio no document part has.
    expect(
      refusal(
        docxWith({
          name: 'word/footer1.xml',
          content: Buffer.alloc(2 * 1024 * 1024),
          deflate: true,
        }),
      ),
    ).toBe('tooLarge');
    const many = Array.from({ length: DOCX_LIMITS.entries }, (_, i) => ({
      name: `word/p${i}.xml`,
    }));
    expect(refusal(docxWith(...many))).toBe('tooLarge');
  });

  it('refuses a password-protected or damaged Word document', () => {
    const [types, rels, document] = docxParts() as [ZipPart, ZipPart, ZipPart];
    expect(refusal(zipOf([types, rels, { ...document, declared: { flags: 1 } }]))).toBe(
      'encrypted',
    );
    expect(refusal(zipOf([types, rels, { ...document, declared: { crc: 1234 } }]))).toBe(
      'unreadable',
    );
    const whole = docxBytes();
    expect(refusal(Buffer.concat([whole.subarray(0, 60), whole.subarray(-22)]))).toBe('unreadable');
  });
});

describe('the CSV export', () => {
  const shown = (values: string[]) =>
    openInSpreadsheet(
      toCsv(
        ['cell'],
        values.map((value) => [value]),
      ),
    )
      .slice(1)
      .flat();

  it('is shown by a spreadsheet exactly as typed: phone numbers, leading zeros, Arabic', () => {
    const typed = ['+966 11 520 4400', '+966115204400', '0551234567', 'Nora', 'نورة', 'a "b", c'];
    expect(shown(typed)).toEqual(typed.map((value) => ({ shown: value, runsFormula: false })));
  });

  it('never runs what a visitor wrote as a formula, short or long', () => {
    const attacks = ['=HYPERLINK("x")', '+SUM(1)', '-2+3', '@cmd', '\t=1+1', '\r=1+1'];
    const long = `-${'x'.repeat(300)}`;
    const cells = shown([...attacks, long]);
    expect(cells.every((cell) => !cell.runsFormula)).toBe(true);
    expect(cells.slice(0, attacks.length).map((cell) => cell.shown)).toEqual(attacks);
    // Too long for a text formula: the apostrophe defuses it (and shows).
    expect(cells.at(-1)?.shown).toBe(`'${long}`);
  });

  it('quotes commas, quotes and line breaks so each enquiry stays one record', () => {
    expect(toCsv(['A', 'B'], [['one, "two"', 'three\nfour']])).toBe(
      '\uFEFF"A","B"\r\n"one, ""two""","three\nfour"\r\n',
    );
    expect(csvCell(null)).toBe('""');
  });
});

describe('form tokens', () => {
  const key = new TextEncoder().encode('unit-test-secret-unit-test-secret-0123');
  const tokens = createFormTokens(key);
  const start = Date.parse('2026-01-01T10:00:00Z');

  it('accepts a form sent after the minimum fill time, refuses one sent sooner', () => {
    const token = newNonce(start, key);
    expect(tokens.check(token, start + 500)).toBe('too-fast');
    expect(tokens.check(token, start + MIN_FILL_MS - 1)).toBe('too-fast');
    expect(tokens.check(token, start + MIN_FILL_MS)).toBe('ok');
    expect(tokens.check(token, start + 25 * 60 * 60 * 1000)).toBe('expired');
  });

  it('takes a shorter minimum where the server is told one (ENQUIRY_MIN_FILL_MS, tests only)', () => {
    const token = newNonce(start, key);
    const quick = createFormTokens(key, 400);
    expect(quick.check(token, start + 399)).toBe('too-fast');
    expect(quick.check(token, start + 400)).toBe('ok');
  });

  it('cannot be forged: an older time in a served nonce, another key, or a random nonce fails', () => {
    const token = Buffer.from(newNonce(start, key), 'base64');
    token.writeUIntBE(start - 60_000, 16, 6);
    expect(tokens.check(token.toString('base64'), start + 1000)).toBe('invalid');
    const other = newNonce(
      start,
      new TextEncoder().encode('another-secret-another-secret-0123456'),
    );
    expect(tokens.check(other, start + MIN_FILL_MS)).toBe('invalid');
    expect(tokens.check(Buffer.alloc(33, 7).toString('base64'), start + MIN_FILL_MS)).toBe(
      'invalid',
    );
    expect(tokens.check('', start)).toBe('invalid');
  });
});
