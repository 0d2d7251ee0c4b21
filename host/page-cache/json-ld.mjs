// Fills the structured data a page asks the host to write (host/shared/host-json-ld.mjs): each
// empty <script type="application/ld+json" data-json-ld-source="/path"> in a rendered page gets
// the text the site answers at that path, fetched as the page is rendered.
import { JSON_LD_SOURCE_ATTRIBUTE } from '../shared/index.mjs';

// How React writes the empty element (attributes in the order the component passes them).
const PLACEHOLDER = new RegExp(
  `(<script type="application/ld\\+json"[^>]*\\s${JSON_LD_SOURCE_ATTRIBUTE}="(/[^"]*)"[^>]*>)(</script>)`,
  'g',
);

/**
 * `html` with each placeholder filled by `fetchText(path)`. Rejects when a source does not
 * answer JSON, or answers text that could end the element early: the render then fails (the
 * page cache serves the last good page, or Next answers the visitor itself).
 * @param {string} html
 * @param {(path: string) => Promise<string>} fetchText
 */
export async function fillJsonLd(html, fetchText) {
  const placeholders = [...html.matchAll(PLACEHOLDER)];
  if (placeholders.length === 0) return html;
  const texts = await Promise.all(
    placeholders.map(async ([, , source]) => {
      const text = await fetchText(/** @type {string} */ (source));
      JSON.parse(text);
      if (/</.test(text)) throw new Error(`${source}: structured data holds "<"`);
      return text;
    }),
  );
  let index = 0;
  return html.replace(PLACEHOLDER, (_, open, _source, close) => `${open}${texts[index++]}${close}`);
}
