import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newNonce } from '../shared/index.mjs';
import { createNonceTemplate, fillNonceTemplate } from './nonce-template.mjs';

const renderNonce = newNonce();
const page = (nonce) =>
  `${nonce}<html><script nonce="${nonce}">self.__next_f.push([1,"${'x'.repeat(40_000)}"])</script>` +
  `<script nonce="${nonce}">{"nonce":"${nonce}"}</script>${'<p>words</p>'.repeat(3000)}${nonce}${nonce}`;

describe('nonce template', () => {
  it('puts each response nonce wherever the render nonce was, plain and gzip', () => {
    const template = createNonceTemplate(Buffer.from(page(renderNonce)), renderNonce);
    for (const nonce of [newNonce(), newNonce()]) {
      expect(fillNonceTemplate(template, nonce, { gzip: false }).toString()).toBe(page(nonce));
      const gzip = fillNonceTemplate(template, nonce, { gzip: true });
      expect(gunzipSync(gzip).toString()).toBe(page(nonce));
    }
  });

  it('never leaves the render nonce in a response', () => {
    const template = createNonceTemplate(Buffer.from(page(renderNonce)), renderNonce);
    const served = gunzipSync(fillNonceTemplate(template, newNonce(), { gzip: true })).toString();
    expect(served).not.toContain(renderNonce);
  });

  it('compresses about as well as gzip of the whole page', () => {
    const body = Buffer.from(page(renderNonce));
    const gzip = fillNonceTemplate(createNonceTemplate(body, renderNonce), newNonce(), {
      gzip: true,
    });
    expect(gzip.length).toBeLessThan(body.length / 20);
  });

  it('stays correct for a body with NUL bytes', () => {
    const body = `\u0000a${renderNonce}\u0000${renderNonce}b`;
    const template = createNonceTemplate(Buffer.from(body), renderNonce);
    const nonce = newNonce();
    const served = gunzipSync(fillNonceTemplate(template, nonce, { gzip: true })).toString();
    expect(served).toBe(body.replaceAll(renderNonce, nonce));
  });
});
