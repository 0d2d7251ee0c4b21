import { describe, expect, it } from 'vitest';
import { wideColumnCount } from './grid-columns';

/** The cards in each row of `count` cards laid out in `columns`. */
const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, row) =>
    Math.min(columns, count - row * columns),
  );

describe('wideColumnCount', () => {
  it('leaves no lone card on a last row where another count avoids it (up to three across)', () => {
    const layouts = [2, 3, 4, 5, 6, 8, 9, 10, 11].map((count) =>
      rows(count, wideColumnCount(count)),
    );
    expect(layouts).toEqual([
      [2],
      [3],
      [2, 2],
      [3, 2],
      [3, 3],
      [2, 2, 2, 2],
      [3, 3, 3],
      [2, 2, 2, 2, 2],
      [3, 3, 3, 2],
    ]);
  });

  it('up to four across: two founders side by side, seven leads as four and three, six as two threes', () => {
    const layouts = [2, 4, 5, 6, 7, 8].map((count) => rows(count, wideColumnCount(count, 4)));
    expect(layouts).toEqual([[2], [4], [3, 2], [3, 3], [4, 3], [4, 4]]);
  });
});
