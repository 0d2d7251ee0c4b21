import localFont from 'next/font/local';

/**
 * Inter, self-hosted from @fontsource-variable/inter: the site makes no font request to another
 * host. `optional`: a first visit whose font is not there within ~100 ms keeps the metric-matched
 * fallback for that page instead of swapping, so the headline paints once, with the page (the
 * swap made it the page's last large paint); the font is cached for the next page.
 * Not preloaded: Chromium holds the first paint of a page until a preloaded `optional` font has
 * arrived, and this one is 48 KB, so on a phone network the headline waited for it.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
  preload: false,
});

/**
 * IBM Plex Sans Arabic for Arabic pages, self-hosted from @fontsource/ibm-plex-sans-arabic, its
 * Arabic subset only (41–44 KB a weight; Latin letters and digits stay Inter's). Apply
 * `arabicFont.variable` to the document of Arabic pages only; globals.css puts it first in the
 * font stack under `html:lang(ar)`.
 * - Not preloaded, like Inter: Chromium holds the first paint until a preloaded `optional` font
 *   has arrived, and Arabic pages' first view draws three weights (126 KB). Its `unicode-range`
 *   means a browser fetches a weight only when Arabic letters are drawn in it.
 * - `optional`, like Inter: no swap after the first ~100 ms, so no layout shift; the fallback
 *   takes Plex's ascent and descent, and Arabic lines have an explicit line height.
 * - `size-adjust` 108 %: at the same font size Arabic letters look smaller than Latin ones.
 */
export const arabicFont = localFont({
  // Literals only: next/font reads this call at build time.
  src: [
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-500-normal.woff2',
      weight: '500',
    },
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2',
      weight: '600',
    },
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-arabic',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
  declarations: [
    { prop: 'size-adjust', value: '108%' },
    {
      prop: 'unicode-range',
      // The package's own range for its Arabic subset file.
      value:
        'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC',
    },
  ],
});
