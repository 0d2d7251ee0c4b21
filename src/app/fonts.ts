import localFont from 'next/font/local';

/**
 * Inter, self-hosted from @fontsource-variable/inter: the site makes no font request to another
 * host. `optional`: a first visit whose font is not there within ~100 ms keeps the metric-matched
 * fallback for that page instead of swapping, so the headline paints once, with the page (the
 * swap made it the page's last large paint); the font is cached for the next page.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
});
