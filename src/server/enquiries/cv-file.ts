import 'server-only';

export interface CvType {
  contentType: string;
  extension: 'pdf' | 'docx';
}

const PDF: CvType = { contentType: 'application/pdf', extension: 'pdf' };
const DOCX: CvType = {
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
};

/**
 * What a CV really is, from its bytes (its name and the browser's type can say anything):
 * a PDF starts with `%PDF-`; a Word document is a zip archive holding `word/` entries.
 */
export function detectCvType(bytes: Buffer): CvType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return PDF;
  if (bytes.readUInt32LE(0) !== 0x04034b50) return null; // PK\3\4: a zip archive
  return zipEntryNames(bytes).some((name) => name.startsWith('word/')) ? DOCX : null;
}

/** The file names in a zip's central directory (empty when it cannot be read). */
function zipEntryNames(bytes: Buffer): string[] {
  const END_SIGNATURE = 0x06054b50;
  const ENTRY_SIGNATURE = 0x02014b50;
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= searchFrom; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_SIGNATURE) {
      end = offset;
      break;
    }
  }
  if (end < 0) return [];
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== ENTRY_SIGNATURE) return names;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    names.push(bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
