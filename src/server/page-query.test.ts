import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_PARAMETERS } from '#host/shared';
import { pageQuery } from './page-query';

/** Every page of the app, by address (route groups left out). */
function appPagePaths(dir = path.join(process.cwd(), 'src', 'app'), at = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return /^page\.tsx?$/.test(entry.name) ? [at || '/'] : [];
    if (!entry.isDirectory() || entry.name.startsWith('_')) return [];
    const segment = /^\(.+\)$/.test(entry.name) ? '' : `/${entry.name}`;
    return appPagePaths(path.join(dir, entry.name), at + segment);
  });
}

describe('pageQuery', () => {
  it('gives a page only the parameters the table names for it, each its first value', async () => {
    const query = await pageQuery(
      '/contact-us',
      Promise.resolve({ topic: ['bids', 'other'], model: 'retainer', utm_source: 'mail' }),
    );
    expect(query).toEqual({ topic: 'bids', model: 'retainer' });
    expect(await pageQuery('/search', Promise.resolve({ page: '2' }))).toEqual({});
  });

  it('names only pages that exist', () => {
    const pages = appPagePaths();
    for (const page of Object.keys(PAGE_QUERY_PARAMETERS)) expect(pages).toContain(page);
  });
});
