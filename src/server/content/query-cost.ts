import 'server-only';
import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { maxPageSize } from '@/lib/content-client/queries';
import { defaultPageSize } from './wpgraphql-schema';

/**
 * What one public GraphQL request may ask for, whether the built-in service answers it or
 * WordPress does. `maxCost` bounds the values an answer can hold: each field counts once per
 * node it is resolved on, so a list of `first: 100` multiplies everything below it by 100.
 */
export const queryLimits = {
  maxDepth: 10,
  maxRootFields: 5,
  maxCost: 20_000,
} as const;

/** Fields whose values are whole documents, not short strings: one costs as much as this many. */
const heavyFields: Record<string, number> = { content: 20 };

interface Measure {
  cost: number;
  depth: number;
  /** Fields at the top of the selection (looking through fragments). */
  topFields: number;
  introspection: boolean;
}

export interface QueryCheckOptions {
  variables?: Record<string, unknown> | null;
  /** Allow `__schema` and `__type` (off in production unless configured). */
  introspection: boolean;
}

/**
 * The reasons a parsed document may not run, or an empty list. It works on the document
 * alone (no schema), so the WordPress pass-through applies it before forwarding too. Each
 * fragment is measured once and reused, so a chain of fragments that doubles at every step
 * costs linear time to measure, however large the answer it would build.
 */
export function checkQuery(document: DocumentNode, options: QueryCheckOptions): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);

  const memo = new Map<string, Measure>();
  const measuring = new Set<string>();
  const empty: Measure = { cost: 0, depth: 0, topFields: 0, introspection: false };

  function fragmentMeasure(name: string): Measure {
    const known = memo.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    // An unknown or cyclic spread is graphql's own validation error; it adds nothing here.
    if (!fragment || measuring.has(name)) return empty;
    measuring.add(name);
    const result = measureSet(fragment.selectionSet);
    measuring.delete(name);
    memo.set(name, result);
    return result;
  }

  function measureSet(selectionSet: SelectionSetNode): Measure {
    const total = { ...empty };
    for (const selection of selectionSet.selections) {
      let part: Measure;
      if (selection.kind === Kind.FIELD) part = measureField(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) part = measureSet(selection.selectionSet);
      else part = fragmentMeasure(selection.name.value);
      total.cost += part.cost;
      total.depth = Math.max(total.depth, part.depth);
      total.topFields += part.topFields;
      total.introspection ||= part.introspection;
    }
    return total;
  }

  function measureField(field: FieldNode): Measure {
    const name = field.name.value;
    const introspection = name === '__schema' || name === '__type';
    const own = heavyFields[name] ?? 1;
    if (!field.selectionSet) return { cost: own, depth: 1, topFields: 1, introspection };
    const inner = measureSet(field.selectionSet);
    return {
      cost: own + listSize(field) * inner.cost,
      depth: inner.depth + 1,
      topFields: 1,
      introspection: introspection || inner.introspection,
    };
  }

  /** How many nodes a field's selection is resolved on: its page size for a connection, else 1. */
  function listSize(field: FieldNode): number {
    const size = field.arguments?.find(
      (argument) => argument.name.value === 'first' || argument.name.value === 'last',
    );
    if (size) return pageSize(size.value);
    const isConnection = field.selectionSet?.selections.some(
      (selection) =>
        selection.kind === Kind.FIELD &&
        (selection.name.value === 'nodes' || selection.name.value === 'edges'),
    );
    return isConnection ? defaultPageSize : 1;
  }

  function pageSize(value: ValueNode): number {
    let given: unknown = maxPageSize;
    if (value.kind === Kind.INT) given = Number(value.value);
    else if (value.kind === Kind.VARIABLE) given = options.variables?.[value.name.value];
    else if (value.kind === Kind.NULL) given = defaultPageSize;
    if (typeof given !== 'number' || !Number.isFinite(given)) return maxPageSize;
    return Math.min(Math.max(Math.trunc(given), 0), maxPageSize);
  }

  const problems = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (definition.operation !== 'query') {
      problems.add('Only queries are accepted (no mutations or subscriptions).');
      continue;
    }
    const { cost, depth, topFields, introspection } = measureSet(definition.selectionSet);
    if (depth > queryLimits.maxDepth)
      problems.add(`Query is too deep (at most ${queryLimits.maxDepth} levels).`);
    if (topFields > queryLimits.maxRootFields)
      problems.add(`Query has too many root fields (at most ${queryLimits.maxRootFields}).`);
    if (cost > queryLimits.maxCost)
      problems.add(
        `Query asks for too much (cost ${cost > 1e9 ? 'over 1,000,000,000' : Math.round(cost)}, at most ${queryLimits.maxCost}): ` +
          'ask for fewer posts or fields.',
      );
    if (introspection && !options.introspection)
      problems.add('Introspection is disabled on this server.');
  }
  return [...problems];
}
