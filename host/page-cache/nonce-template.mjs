// A cached page body with its render nonce cut out, kept plain and gzip-compressed, so that
// each response puts its own nonce back in without compressing the page again: the gzip
// stream is the compressed parts with the nonce between them as an uncompressed block.
import { constants, crc32, deflateRawSync } from 'node:zlib';

// Deflate looks back at most 32 KB.
const WINDOW = 32 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * @typedef {{ parts: Buffer[], deflated: Buffer[], nonceLength: number }} NonceTemplate the
 * body's parts between the nonces, plain and as deflate blocks
 */

/**
 * @param {Buffer} body
 * @param {Buffer} separator
 */
function split(body, separator) {
  /** @type {Buffer[]} */
  const parts = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/**
 * @param {Buffer} body the rendered body
 * @param {string} renderNonce the nonce it was rendered with (never stored)
 * @returns {NonceTemplate}
 */
export function createNonceTemplate(body, renderNonce) {
  const nonce = Buffer.from(renderNonce);
  const parts = split(body, nonce);
  // Each part is compressed with what precedes it as dictionary (better compression), the
  // nonce standing there as NUL bytes: a page holds no NUL, so no match can reach into the
  // nonce, whichever nonce a response carries. A body with NUL bytes gets no dictionary.
  const placeholder = Buffer.alloc(nonce.length);
  const withDictionary = !body.includes(0);
  let history = Buffer.alloc(0);
  const deflated = parts.map((part, index) => {
    const last = index === parts.length - 1;
    const compressed = deflateRawSync(part, {
      level: 9,
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      ...(withDictionary && history.length > 0 ? { dictionary: history } : {}),
    });
    history = Buffer.concat([history, part, placeholder]).subarray(-WINDOW);
    return compressed;
  });
  return { parts, deflated, nonceLength: nonce.length };
}

/**
 * An uncompressed deflate block (after a sync flush the stream is at a byte boundary).
 * @param {Buffer} data
 */
function storedBlock(data) {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return [header, data];
}

/**
 * The body with `nonce` where the render nonce was: plain, or gzip-compressed.
 * @param {NonceTemplate} template
 * @param {string} nonce
 * @param {{ gzip: boolean }} options
 */
export function fillNonceTemplate(template, nonce, { gzip }) {
  const value = Buffer.from(nonce);
  if (value.length !== template.nonceLength) throw new Error('The nonce has the wrong length');
  const { parts, deflated } = template;
  if (!gzip) return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [value, part])));
  /** @type {Buffer[]} */
  const chunks = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(...storedBlock(value));
      crc = crc32(value, crc);
      size += value.length;
    }
    chunks.push(/** @type {Buffer} */ (deflated[index]));
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
