import 'server-only';
import {
  Kind,
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
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

/** The fields of a connection that hold one item per node of its page. */
const pageListFields = new Set(['nodes', 'edges']);

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

/** An argument's value once variables are read: `undefined` when it counts as not given. */
type ArgumentValue = unknown;

/**
 * How many nodes a connection's `nodes`/`edges` hold, read so that no resolver returns more,
 * whatever the arguments' order: the built-in service takes `first` when given, else `last`;
 * WordPress takes the first of them that is not 0 or null, else its default of 10. So every
 * `first`/`last` given counts, the larger wins, and 0 or null counts as the default page size.
 * A value that is not a number (an unknown type, a bad variable) counts as the largest page.
 */
export function pageSizeOf(values: ArgumentValue[]): number {
  let size = 0;
  let given = false;
  for (const value of values) {
    if (value === undefined) continue;
    given = true;
    let count: number;
    if (value === null || value === 0) count = defaultPageSize;
    else if (typeof value === 'number' && Number.isFinite(value))
      count = Math.max(Math.trunc(value), 0);
    else count = maxPageSize;
    size = Math.max(size, Math.min(count, maxPageSize));
  }
  return given ? size : defaultPageSize;
}

/**
 * The reasons a parsed document may not run, or an empty list. It works on the document
 * alone (no schema), so the WordPress pass-through applies it before forwarding too. Each
 * fragment is measured once per page size it is spread under and reused, so a chain of
 * fragments that doubles at every step costs linear time to measure, however large the
 * answer it would build.
 */
export function checkQuery(document: DocumentNode, options: QueryCheckOptions): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);

  const problems = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (definition.operation !== 'query') {
      problems.add('Only queries are accepted (no mutations or subscriptions).');
      continue;
    }
    const { cost, depth, topFields, introspection } = measureOperation(
      definition,
      fragments,
      options.variables ?? {},
    );
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

function measureOperation(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): Measure {
  const defaults = new Map<string, ValueNode>();
  for (const definition of operation.variableDefinitions ?? [])
    if (definition.defaultValue)
      defaults.set(definition.variable.name.value, definition.defaultValue);

  // Per operation: a fragment's cost depends on the variables this operation gives it.
  const memo = new Map<string, Measure>();
  const measuring = new Set<string>();
  const empty: Measure = { cost: 0, depth: 0, topFields: 0, introspection: false };

  /** A literal or variable as the resolver will see it; `undefined` = not given. */
  function valueOf(node: ValueNode): ArgumentValue {
    if (node.kind === Kind.VARIABLE) {
      const name = node.name.value;
      if (Object.hasOwn(variables, name)) return variables[name];
      const fallback = defaults.get(name);
      return fallback ? valueOf(fallback) : undefined;
    }
    if (node.kind === Kind.INT) return Number(node.value);
    if (node.kind === Kind.NULL) return null;
    return Number.NaN;
  }

  const sizeArguments = (args: readonly ArgumentNode[] = []) =>
    pageSizeOf(
      args
        .filter((argument) => argument.name.value === 'first' || argument.name.value === 'last')
        .map((argument) => valueOf(argument.value)),
    );

  function fragmentMeasure(name: string, pageSize: number): Measure {
    const key = `${name}\u0000${pageSize}`;
    const known = memo.get(key);
    if (known) return known;
    const fragment = fragments.get(name);
    // An unknown or cyclic spread is graphql's own validation error; it adds nothing here.
    if (!fragment || measuring.has(key)) return empty;
    measuring.add(key);
    const result = measureSet(fragment.selectionSet, pageSize);
    measuring.delete(key);
    memo.set(key, result);
    return result;
  }

  /** `pageSize`: the page of the connection this selection belongs to (for its nodes/edges). */
  function measureSet(selectionSet: SelectionSetNode, pageSize: number): Measure {
    const total = { ...empty };
    for (const selection of selectionSet.selections) {
      let part: Measure;
      if (selection.kind === Kind.FIELD) part = measureField(selection, pageSize);
      else if (selection.kind === Kind.INLINE_FRAGMENT)
        part = measureSet(selection.selectionSet, pageSize);
      else part = fragmentMeasure(selection.name.value, pageSize);
      total.cost += part.cost;
      total.depth = Math.max(total.depth, part.depth);
      total.topFields += part.topFields;
      total.introspection ||= part.introspection;
    }
    return total;
  }

  function measureField(field: FieldNode, pageSize: number): Measure {
    const name = field.name.value;
    const introspection = name === '__schema' || name === '__type';
    // A list of the page's nodes is as long as the page; any other field is resolved once.
    const count = pageListFields.has(name) ? pageSize : 1;
    const own = count * (heavyFields[name] ?? 1);
    if (!field.selectionSet) return { cost: own, depth: 1, topFields: 1, introspection };
    // Below a field, `nodes`/`edges` belong to it: its own first/last, or the default page.
    const inner = measureSet(field.selectionSet, sizeArguments(field.arguments));
    return {
      cost: own + count * inner.cost,
      depth: inner.depth + 1,
      topFields: 1,
      introspection: introspection || inner.introspection,
    };
  }

  return measureSet(operation.selectionSet, defaultPageSize);
}
