// docs/decisions.md holds one short record per decision: no line over 400 characters, so a record
// stays a decision and its measurement logs go to bench/results/. Run by `npm run lint` and by
// `npm test`'s static phase; exits 1 naming each line over the limit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const maxLineLength = 400;

/** The lines of `text` longer than `limit` characters, as { line (1-based), length }. */
export function longLines(text, limit = maxLineLength) {
  return text
    .split('\n')
    .map((content, index) => ({ line: index + 1, length: [...content].length }))
    .filter(({ length }) => length > limit);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../docs/decisions.md');
  const found = longLines(readFileSync(file, 'utf8'));
  for (const { line, length } of found) {
    console.error(
      `docs/decisions.md:${line}: ${length} characters (at most ${maxLineLength}); move measurement detail to bench/results/`,
    );
  }
  process.exit(found.length ? 1 : 0);
}
