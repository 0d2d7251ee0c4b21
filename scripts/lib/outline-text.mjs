// Turns the <text> of the project's SVG artwork into outlined paths set in Inter (the site's
// typeface, from @fontsource/inter), so a rendered card or a downloaded logo looks the same on
// every machine: left as text, the renderer sets it in whatever sans-serif the machine has.
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
/** @type {Map<number, import('fontkit').Font>} */
const fonts = new Map();

/** Inter at a weight the artwork uses (400 or 700). */
function inter(weight) {
  const chosen = weight >= 600 ? 700 : 400;
  if (!fonts.has(chosen)) {
    const file = require.resolve(`@fontsource/inter/files/inter-latin-${chosen}-normal.woff2`);
    fonts.set(chosen, /** @type {import('fontkit').Font} */ (fontkit.openSync(file)));
  }
  return /** @type {import('fontkit').Font} */ (fonts.get(chosen));
}

const decode = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The SVG with each one-line `<text x y font-size font-weight fill text-anchor>` replaced by a
 * path of the same glyphs, its words kept as the path's aria-label.
 * @param {string} svg
 */
export function outlineText(svg) {
  return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, attributes, content) => {
    const attribute = (name, fallback) =>
      attributes.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? fallback;
    const text = decode(content);
    const font = inter(Number(attribute('font-weight', '400')));
    const scale = Number(attribute('font-size', '16')) / font.unitsPerEm;
    const run = font.layout(text);
    let advance = 0;
    const outlines = run.glyphs.map((glyph, index) => {
      const position = run.positions[index];
      const outline = glyph.path.translate(advance + position.xOffset, position.yOffset).toSVG();
      advance += position.xAdvance;
      return outline;
    });
    const width = advance * scale;
    const anchor = attribute('text-anchor', 'start');
    const x =
      Number(attribute('x', '0')) -
      (anchor === 'end' ? width : anchor === 'middle' ? width / 2 : 0);
    const y = Number(attribute('y', '0'));
    // Glyphs are drawn y-up: flipped into the SVG's y-down space at the baseline.
    return `<path aria-label="${escapeAttribute(text)}" fill="${attribute('fill', '#000')}" transform="translate(${x.toFixed(2)} ${y}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${outlines.join('')}"/>`;
  });
}
