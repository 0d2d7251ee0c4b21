import { describe, expect, it } from 'vitest';
import { longLines } from './decision-lines.mjs';

describe('decision record lines', () => {
  it('names each line over the limit, counting characters rather than bytes', () => {
    const text = ['short', 'x'.repeat(401), 'é'.repeat(400), 'y'.repeat(400)].join('\n');
    expect(longLines(text)).toEqual([{ line: 2, length: 401 }]);
  });
});
