import { gzipSync } from 'node:zlib';

/**
 * The HTML of `url` as the server sends it: raw and gzip bytes, and the bytes of its inline
 * scripts (the RSC payload), in KB.
 * @param {string} url
 */
export async function htmlWeight(url) {
  const text = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
  const inline = [...text.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  const kb = (bytes) => +(bytes / 1024).toFixed(1);
  return {
    htmlKB: kb(Buffer.byteLength(text)),
    htmlGzipKB: kb(gzipSync(text).length),
    inlineScriptKB: kb(inline.reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0)),
  };
}
