/**
 * The wide-screen columns of a grid of `count` cards: three across only when the cards fill
 * every row, else two, so no row ends with a lone card or an empty third of the page.
 */
export const wideColumns = (count: number): string =>
  count % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-2';
