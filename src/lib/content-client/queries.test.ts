import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { allQueries, POST_PAGE_QUERY } from './queries';

// The SDL of a real WordPress + WPGraphQL install (provenance in SOURCE.md beside it).
const schemaPath = path.join(process.cwd(), 'tests/fixtures/wpgraphql/schema.graphql');
const wpgraphql: GraphQLSchema = buildSchema(readFileSync(schemaPath, 'utf8'));

function problems(schema: GraphQLSchema, source: string): string[] {
  return validate(schema, parse(source)).map((error) => error.message);
}

describe('every query the site sends is valid against the real WPGraphQL schema', () => {
  it.each(Object.entries(allQueries))('%s', (_name, query) => {
    expect(problems(wpgraphql, query)).toEqual([]);
  });

  it('would catch a misspelt field', () => {
    const misspelt = POST_PAGE_QUERY.replace('sourceUrl(size: LARGE)', 'sourceURL(size: LARGE)');
    expect(problems(wpgraphql, misspelt)).toEqual([
      expect.stringContaining('Cannot query field "sourceURL" on type "MediaItem"'),
    ]);
  });
});
