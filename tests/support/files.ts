import { crc32, deflateRawSync } from 'node:zlib';

/** Files for the CV upload tests, made from bytes so no binary fixture is needed. */

export interface ZipPart {
  name: string;
  content?: string | Buffer;
  /** Deflate the part (as Word does) rather than store it. */
  deflate?: boolean;
  /** Overrides of what the archive says about the part, to make it lie. */
  declared?: { unpackedSize?: number; crc?: number; flags?: number };
}

/** A zip archive of these parts, with true sizes and checksums unless `declared` says otherwise. */
export function zipOf(parts: ZipPart[], comment = ''): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const content = Buffer.from(part.content ?? '');
    const packed = part.deflate ? deflateRawSync(content) : content;
    const nameBytes = Buffer.from(part.name);
    const crc = part.declared?.crc ?? crc32(content);
    const unpackedSize = part.declared?.unpackedSize ?? content.length;
    const flags = part.declared?.flags ?? 0;
    const method = part.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(unpackedSize, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(unpackedSize, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const commentBytes = Buffer.from(comment);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(commentBytes.length, 20);
  return Buffer.concat([...locals, directory, end, commentBytes]);
}

/** A minimal zip archive holding empty files with these names. */
export const zipWith = (names: string[]): Buffer => zipOf(names.map((name) => ({ name })));

/** The parts of a small Word document, deflated as Word writes them. */
export const docxParts = (): ZipPart[] => [
  {
    name: '[Content_Types].xml',
    deflate: true,
    content:
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  },
  { name: '_rels/.rels', deflate: true, content: '<?xml version="1.0"?><Relationships/>' },
  {
    name: 'word/document.xml',
    deflate: true,
    content: `<?xml version="1.0"?><w:document><w:body>${'<w:p><w:r><w:t>Experience</w:t></w:r></w:p>'.repeat(50)}</w:body></w:document>`,
  },
];

/** A small Word document. */
export const docxBytes = () => zipOf(docxParts());

/** A small PDF. */
export const pdfBytes = (body = '1 0 obj << /Type /Catalog >> endobj') =>
  Buffer.from(`%PDF-1.4\n${body}\ntrailer << >>\n%%EOF\n`);
