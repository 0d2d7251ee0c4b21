import { describe, expect, it } from 'vitest';
import { fillJsonLd } from './json-ld.mjs';

const organization = '{"@type":"Organization","name":"Wasla"}';
const page = (script) =>
  `<html><head></head><body><main>${script}<h1>Home</h1></main></body></html>`;
const placeholder =
  '<script type="application/ld+json" nonce="n0nce" data-json-ld-source="/organization.jsonld"></script>';

describe('structured data the host writes into a page', () => {
  it('fills each empty script from its source, keeping its nonce, and leaves other pages as they are', async () => {
    const asked = [];
    const filled = await fillJsonLd(page(placeholder), async (path) => {
      asked.push(path);
      return organization;
    });
    expect(asked).toEqual(['/organization.jsonld']);
    expect(filled).toBe(
      page(
        `<script type="application/ld+json" nonce="n0nce" data-json-ld-source="/organization.jsonld">${organization}</script>`,
      ),
    );
    const plain = page('<script type="application/ld+json" nonce="n0nce">{}</script>');
    expect(await fillJsonLd(plain, () => Promise.reject(new Error('not asked')))).toBe(plain);
  });

  it('refuses a source that answers no JSON or text that could end the element', async () => {
    await expect(
      fillJsonLd(page(placeholder), async () => '<html>Not found</html>'),
    ).rejects.toThrow();
    await expect(
      fillJsonLd(page(placeholder), async () => '{"name":"</script><script>alert(1)"}'),
    ).rejects.toThrow(/holds "<"/);
  });
});
