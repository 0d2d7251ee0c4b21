import 'server-only';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { preload } from 'react-dom';

/**
 * The weights of the Arabic typeface (arabicFont, ./fonts.ts) that the first view of an Arabic
 * page draws at both sizes: body text 400, buttons and labels 600, headings 700 (measured on /ar,
 * /ar/services, /ar/contact-us and /ar/blog at 1440 and 390 wide; 500 is the desktop header's
 * links only, and loads as before).
 */
const firstViewWeights = ['400', '600', '700'];

/**
 * Their addresses as next/font emitted them (`<file>-s.<hash>.woff2` under /_next/static/media):
 * next/font preloads a font on every page of the layout that imports it, and the one root layout
 * serves both languages, so arabicFont has `preload: false` and Arabic pages ask for these
 * themselves. Read once from the build; none under `next dev` (its files live elsewhere).
 */
const arabicFontFiles: readonly string[] = (() => {
  try {
    const files = readdirSync(path.join(process.cwd(), '.next', 'static', 'media'));
    return firstViewWeights.flatMap((weight) =>
      files
        .filter((file) => file.startsWith(`ibm_plex_sans_arabic_arabic_${weight}_normal-`))
        .map((file) => `/_next/static/media/${file}`),
    );
  } catch {
    return [];
  }
})();

/**
 * Preloads the Arabic typeface's first-view weights (call while rendering an Arabic page): with
 * `display: optional`, a font that arrives after the first ~100 ms is not used for that page,
 * and without a preload the browser finds it only once the CSS is applied to Arabic text.
 */
export function preloadArabicFont() {
  for (const href of arabicFontFiles)
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
}
