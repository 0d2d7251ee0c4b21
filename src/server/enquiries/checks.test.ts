import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import { detectCvType } from './cv-file';
import { newNonce } from '#host/shared';
import { createFormTokens, MIN_FILL_MS } from './form-token';
import { zipWith } from '#tests/support/files';

describe('detectCvType', () => {
  it('recognises a PDF and a Word document by their bytes', () => {
    expect(detectCvType(Buffer.from('%PDF-1.7\n%…'))?.extension).toBe('pdf');
    expect(detectCvType(zipWith(['[Content_Types].xml', 'word/document.xml']))?.extension).toBe(
      'docx',
    );
  });

  it('refuses other files whatever they are called: a spreadsheet zip, an image, a script', () => {
    expect(detectCvType(zipWith(['[Content_Types].xml', 'xl/workbook.xml']))).toBeNull();
    expect(detectCvType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(detectCvType(Buffer.from('<script>alert(1)</script>'))).toBeNull();
    expect(detectCvType(Buffer.from('PK\u0003\u0004 truncated'))).toBeNull();
  });
});

describe('csvCell', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    expect(csvCell('Nora')).toBe('"Nora"');
    expect(csvCell(null)).toBe('""');
  });

  it('quotes commas, quotes and line breaks so each enquiry stays one record', () => {
    expect(toCsv(['A', 'B'], [['one, "two"', 'three\nfour']])).toBe(
      '"A","B"\r\n"one, ""two""","three\nfour"\r\n',
    );
  });
});

describe('form tokens', () => {
  const key = new TextEncoder().encode('unit-test-secret-unit-test-secret-0123');
  const tokens = createFormTokens(key);
  const start = Date.parse('2026-01-01T10:00:00Z');

  it('accepts a form sent after the minimum fill time, refuses one sent sooner', () => {
    const token = newNonce(start, key);
    expect(tokens.check(token, start + 500)).toBe('too-fast');
    expect(tokens.check(token, start + MIN_FILL_MS)).toBe('ok');
    expect(tokens.check(token, start + 25 * 60 * 60 * 1000)).toBe('expired');
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
