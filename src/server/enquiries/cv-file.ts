import 'server-only';
import { crc32, inflateRawSync } from 'node:zlib';

export interface CvType {
  contentType: string;
  extension: 'pdf' | 'docx';
}

const PDF: CvType = { contentType: 'application/pdf', extension: 'pdf' };
const DOCX: CvType = {
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
};

/** Why a CV is refused; the form shows each in its own words (cvMessages). */
export type CvRefusal = 'notADocument' | 'unreadable' | 'encrypted' | 'active' | 'tooLarge';

/**
 * Bounds on what a Word document may unpack to. A CV's parts are a few megabytes of XML and
 * pictures; an archive past these is a decompression bomb, whatever its name says.
 */
export const DOCX_LIMITS = {
  entries: 1_000,
  /** All parts together, unpacked. */
  unpackedBytes: 30 * 1024 * 1024,
  /** A part larger than 1 MB unpacked may be at most this many times its packed size. */
  ratio: 200,
} as const;

/** Parts that run code or open as something else: macros, OLE objects, programs, web pages. */
const ACTIVE_PART =
  /(^|\/)(vbaProject\.bin|vbaData\.xml|oleObject\d*\.bin)$|\.(exe|dll|com|scr|bat|cmd|ps1|vbs|vbe|js|jse|wsf|hta|msi|jar|lnk|html?|mht|mhtml)$/i;
/** A macro-enabled document declares itself so in its content types. */
const MACRO_CONTENT_TYPE = /macroEnabled/i;
/** Markup a browser would run if the file were ever opened as a web page. */
const HTML_MARKUP = /<(script|html|body|iframe|object|embed|svg|meta|link|form)[\s/>]/i;
/** PDF features that act rather than show: scripts, launching programs, attached files. */
const PDF_ACTIONS =
  /\/(JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA)(?![A-Za-z0-9])/;

/**
 * What a CV really is, read from all of its bytes (its name and the browser's type can say
 * anything): a PDF with no scripts, actions, attachments, markup or password, or a Word
 * document whose every part unpacks within bounds, checks out, and holds no macro,
 * embedded object, program or web page. Anything else is refused with its reason.
 */
export function inspectCv(bytes: Buffer): { type: CvType } | { refused: CvRefusal } {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return checkPdf(bytes);
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_SIGNATURE) return checkDocx(bytes);
  return { refused: 'notADocument' };
}

function checkPdf(bytes: Buffer): { type: CvType } | { refused: CvRefusal } {
  // latin1 maps each byte to one character, so a search sees the bytes as they are.
  const text = bytes.toString('latin1');
  if (!text.slice(-1024).includes('%%EOF')) return { refused: 'unreadable' };
  if (/\/Encrypt(?![A-Za-z0-9])/.test(text)) return { refused: 'encrypted' };
  if (PDF_ACTIONS.test(text) || HTML_MARKUP.test(text)) return { refused: 'active' };
  return { type: PDF };
}

const LOCAL_SIGNATURE = 0x04034b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_SIGNATURE = 0x06054b50;

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  packedSize: number;
  unpackedSize: number;
  localOffset: number;
}

function checkDocx(bytes: Buffer): { type: CvType } | { refused: CvRefusal } {
  const entries = centralDirectory(bytes);
  if (entries === 'too-many') return { refused: 'tooLarge' };
  if (!entries) return { refused: 'unreadable' };
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml'))
    return { refused: 'notADocument' };
  if (entries.some((entry) => entry.flags & 0x1)) return { refused: 'encrypted' };
  if (entries.some((entry) => ACTIVE_PART.test(entry.name))) return { refused: 'active' };

  let budget: number = DOCX_LIMITS.unpackedBytes;
  for (const entry of entries) {
    const content = unpack(bytes, entry, budget);
    if (typeof content === 'string') return { refused: content };
    budget -= content.length;
    if (entry.name === '[Content_Types].xml' && MACRO_CONTENT_TYPE.test(content.toString('utf8')))
      return { refused: 'active' };
  }
  return { type: DOCX };
}

/** The archive's entries from its central directory; null when it cannot be read. */
function centralDirectory(bytes: Buffer): ZipEntry[] | null | 'too-many' {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= searchFrom; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_SIGNATURE) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  if (count > DOCX_LIMITS.entries) return 'too-many';
  // Markup hidden in the archive's comment would be a zip that is also a web page.
  if (HTML_MARKUP.test(bytes.subarray(end + 22).toString('latin1'))) return null;
  let offset = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== ENTRY_SIGNATURE) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > end) return null;
    entries.push({
      name: bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'),
      flags: bytes.readUInt16LE(offset + 8),
      method: bytes.readUInt16LE(offset + 10),
      crc: bytes.readUInt32LE(offset + 16),
      packedSize: bytes.readUInt32LE(offset + 20),
      unpackedSize: bytes.readUInt32LE(offset + 24),
      localOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * One part, unpacked within `budget` bytes and checked against its size and checksum; or why
 * not. Inflation stops at the budget, so a bomb costs at most that much memory.
 */
function unpack(bytes: Buffer, entry: ZipEntry, budget: number): Buffer | CvRefusal {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_SIGNATURE)
    return 'unreadable';
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const packed = bytes.subarray(start, start + entry.packedSize);
  if (packed.length !== entry.packedSize) return 'unreadable';
  if (entry.unpackedSize > budget) return 'tooLarge';
  if (entry.unpackedSize > 1024 * 1024 && entry.unpackedSize > entry.packedSize * DOCX_LIMITS.ratio)
    return 'tooLarge';
  let content: Buffer;
  if (entry.method === 0) content = packed;
  else if (entry.method === 8) {
    try {
      // One byte more than declared: a part that unpacks to more than it says is refused.
      content = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.unpackedSize + 1) });
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
        ? 'tooLarge'
        : 'unreadable';
    }
  } else return 'unreadable';
  if (content.length !== entry.unpackedSize || crc32(content) !== entry.crc) return 'unreadable';
  return content;
}
