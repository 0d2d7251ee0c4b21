import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { companionSdl } from './companion-schema';
import { allQueries, companionQueries, POST_PAGE_QUERY } from './queries';

// The SDL of a real WordPress + WPGraphQL install (provenance in SOURCE.md beside it).
const schemaPath = path.join(process.cwd(), 'tests/fixtures/wpgraphql/schema.graphql');
const wpgraphqlSdl = readFileSync(schemaPath, 'utf8');
const wpgraphql: GraphQLSchema = buildSchema(wpgraphqlSdl);
// The companion plugin's fields (wordpress/wasla-companion/includes/graphql.php).
const withCompanion = buildSchema(`${wpgraphqlSdl}\n${companionSdl}`);

function problems(schema: GraphQLSchema, source: string): string[] {
  return validate(schema, parse(source)).map((error) => error.message);
}

describe('every query the site sends is valid against the real WPGraphQL schema', () => {
  it.each(Object.entries(allQueries))('%s', (_name, query) => {
    expect(problems(wpgraphql, query)).toEqual([]);
  });

  it.each(Object.entries(companionQueries))(
    '%s: valid with the companion plugin, refused without it (the site then does without)',
    (_name, query) => {
      expect(problems(withCompanion, query)).toEqual([]);
      expect(problems(wpgraphql, query)).not.toEqual([]);
    },
  );

  it('would catch a misspelt field', () => {
    const misspelt = POST_PAGE_QUERY.replace('sourceUrl(size: LARGE)', 'sourceURL(size: LARGE)');
    expect(problems(wpgraphql, misspelt)).toEqual([
      expect.stringContaining('Cannot query field "sourceURL" on type "MediaItem"'),
    ]);
  });
});
