import 'server-only';
import {
  execute,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { GraphQLRequest } from '@/lib/content-client/transport';
import { builtInPosts, type SourcePost } from './markdown-source';
import { rootValue, schema } from './wpgraphql-schema';

/** Limits that keep one public request cheap, whatever aliases and fragments it uses. */
export const queryLimits = { maxDepth: 10, maxFields: 400, maxRootFields: 5 } as const;

/** The JSON a GraphQL endpoint answers. */
export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: { message: string; locations?: unknown; path?: unknown }[];
}

function measure(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
) {
  let fields = 0;
  let maxDepth = depth;
  for (const selection of selectionSet.selections) {
    let inner: SelectionSetNode | undefined;
    let innerDepth = depth;
    let innerSeen = seen;
    if (selection.kind === Kind.FIELD) {
      fields += 1;
      inner = selection.selectionSet;
      innerDepth = depth + 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = selection.selectionSet;
    } else {
      const name = selection.name.value;
      if (seen.has(name)) continue;
      inner = fragments.get(name)?.selectionSet;
      innerSeen = new Set(seen).add(name);
    }
    if (inner) {
      const result = measure(inner, fragments, innerDepth, innerSeen);
      fields += result.fields;
      maxDepth = Math.max(maxDepth, result.maxDepth);
    }
  }
  return { fields, maxDepth };
}

/** Fields at the top of an operation, looking through fragments (each alias counts). */
function rootFieldCount(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  return selectionSet.selections.reduce((count, selection) => {
    if (selection.kind === Kind.FIELD) return count + 1;
    if (selection.kind === Kind.INLINE_FRAGMENT)
      return count + rootFieldCount(selection.selectionSet, fragments, seen);
    const fragment = fragments.get(selection.name.value);
    if (!fragment || seen.has(fragment.name.value)) return count;
    return (
      count +
      rootFieldCount(fragment.selectionSet, fragments, new Set(seen).add(fragment.name.value))
    );
  }, 0);
}

/** Rejects documents that are too deep, select too many fields, or alias too many root fields. */
const costRule: ValidationRule = (context: ValidationContext) => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  const reject = (message: string, node: ASTNode) =>
    context.reportError(new GraphQLError(message, { nodes: node }));
  return {
    OperationDefinition(operation) {
      const { fields, maxDepth } = measure(operation.selectionSet, fragments, 0, new Set());
      if (maxDepth > queryLimits.maxDepth)
        reject(`Query is too deep (at most ${queryLimits.maxDepth} levels).`, operation);
      if (fields > queryLimits.maxFields)
        reject(`Query selects too many fields (at most ${queryLimits.maxFields}).`, operation);
      if (
        rootFieldCount(operation.selectionSet, fragments, new Set()) > queryLimits.maxRootFields
      ) {
        reject(`Query has too many root fields (at most ${queryLimits.maxRootFields}).`, operation);
      }
    },
  };
};

const rules = [...specifiedRules, costRule];

/** Runs a GraphQL request against the given posts and answers JSON, as an HTTP endpoint would. */
export async function executeAgainst(
  posts: SourcePost[],
  request: GraphQLRequest & { operationName?: string | null },
): Promise<GraphQLResponse> {
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: 5000 });
  } catch (error) {
    return { errors: [{ message: (error as GraphQLError).message }] };
  }
  const problems = validate(schema, document, rules, { maxErrors: 20 });
  if (problems.length > 0) return { errors: problems.map((error) => error.toJSON()) };
  const result = await execute({
    schema,
    document,
    rootValue: rootValue(posts),
    variableValues: request.variables,
    operationName: request.operationName ?? undefined,
  });
  // A JSON round trip gives plain objects, as if the answer had come over HTTP.
  return JSON.parse(
    JSON.stringify({ ...result, errors: result.errors?.map((error) => error.toJSON()) }),
  ) as GraphQLResponse;
}

/** The built-in content service, called in-process (during the build and server rendering). */
export async function executeBuiltIn(
  request: GraphQLRequest & { operationName?: string | null },
): Promise<GraphQLResponse> {
  return executeAgainst(await builtInPosts(), request);
}
