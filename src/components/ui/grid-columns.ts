/** Written out whole so Tailwind finds the classes in the source. */
const wideClasses = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

type Columns = keyof typeof wideClasses;

/**
 * How many columns a grid of `count` cards takes on wide screens, at most `widest`: the count
 * whose last row is fullest, the wider among equals. Cards that fill every row are laid out so
 * (six in three, two in two); otherwise no lone card or half-empty row where a fuller one fits
 * (seven in four and three, five in three and two).
 */
export function wideColumnCount(count: number, widest: Columns = 3): Columns {
  let best: Columns = 2;
  let bestFill = 0;
  for (let columns = widest; columns >= 2; columns--) {
    const last = count % columns || columns;
    const fill = last / columns;
    if (fill > bestFill) {
      best = columns as Columns;
      bestFill = fill;
    }
  }
  return best;
}

/** The wide-screen columns class of a grid of `count` cards (see wideColumnCount). */
export const wideColumns = (count: number, widest: Columns = 3): string =>
  wideClasses[wideColumnCount(count, widest)];
