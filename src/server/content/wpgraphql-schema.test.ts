import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { companionSdl } from '@/lib/content-client/companion-schema';
import { schema } from './wpgraphql-schema';

// WPGraphQL with the companion plugin's fields, which the built-in service answers too.
const wpgraphql = buildSchema(
  `${readFileSync(path.join(process.cwd(), 'tests/fixtures/wpgraphql/schema.graphql'), 'utf8')}\n${companionSdl}`,
);

/** Every type, field, argument and enum value of the built-in schema, and how WPGraphQL types it. */
function differences(type: GraphQLNamedType): string[] {
  const real = wpgraphql.getType(type.name);
  if (!real) return [`${type.name}: no such type in WPGraphQL`];
  const found: string[] = [];
  if (isObjectType(type) || isInputObjectType(type)) {
    if (real.constructor !== type.constructor) return [`${type.name}: different kind`];
    const realFields = (real as typeof type).getFields();
    for (const field of Object.values(type.getFields())) {
      const realField = realFields[field.name];
      if (!realField) {
        found.push(`${type.name}.${field.name}: no such field`);
        continue;
      }
      if (String(realField.type) !== String(field.type))
        found.push(`${type.name}.${field.name}: ${String(field.type)} ≠ ${String(realField.type)}`);
      if ('args' in field && 'args' in realField) {
        for (const arg of field.args) {
          const realArg = realField.args.find((candidate) => candidate.name === arg.name);
          if (!realArg || String(realArg.type) !== String(arg.type))
            found.push(
              `${type.name}.${field.name}(${arg.name}): ${String(arg.type)} ≠ ${String(realArg?.type)}`,
            );
        }
      }
    }
  }
  if (isEnumType(type) && isEnumType(real)) {
    const values = new Set(real.getValues().map((value) => value.name));
    for (const value of type.getValues())
      if (!values.has(value.name)) found.push(`${type.name}.${value.name}: no such value`);
  }
  return found;
}

describe('the built-in schema is a subset of WPGraphQL with the companion plugin', () => {
  it('uses WPGraphQL’s root type name', () => {
    expect(schema.getQueryType()?.name).toBe(wpgraphql.getQueryType()?.name);
  });

  it('names and types every type, field, argument and enum value as WPGraphQL does', () => {
    const own = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));
    expect(own.flatMap(differences)).toEqual([]);
  });
});
