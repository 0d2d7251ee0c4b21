import 'server-only';
import {
  execute,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
} from 'graphql';
import type { GraphQLRequest } from '@/lib/content-client/transport';
import { introspectionAllowed } from './config';
import { checkQuery } from './query-cost';
import { builtInPosts, type SourcePost } from './markdown-source';
import { rootValue, schema } from './wpgraphql-schema';

/** The JSON a GraphQL endpoint answers. */
export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: { message: string; locations?: unknown; path?: unknown }[];
}

/** Largest answer the built-in service gives (a backstop behind the cost limit). */
export const maxResponseBytes = 2 * 1024 * 1024;

/** graphql-js stops parsing after this many tokens, so a huge document costs little to refuse. */
export const maxQueryTokens = 5000;

export interface ExecuteOptions {
  /** Allow `__schema`/`__type`; by default only when configured (see introspectionAllowed). */
  introspection?: boolean;
}

/** Runs a GraphQL request against the given posts and answers JSON, as an HTTP endpoint would. */
export async function executeAgainst(
  posts: SourcePost[],
  request: GraphQLRequest & { operationName?: string | null },
  { introspection = introspectionAllowed() }: ExecuteOptions = {},
): Promise<GraphQLResponse> {
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: maxQueryTokens });
  } catch (error) {
    return { errors: [{ message: (error as GraphQLError).message }] };
  }
  // The cost check runs first: it is linear in the document, so an expensive query is
  // refused before graphql-js validates or executes anything.
  const refused = checkQuery(document, { variables: request.variables, introspection });
  if (refused.length > 0) return { errors: refused.map((message) => ({ message })) };
  const problems = validate(schema, document, specifiedRules, { maxErrors: 20 });
  if (problems.length > 0) return { errors: problems.map((error) => error.toJSON()) };
  const result = await execute({
    schema,
    document,
    rootValue: rootValue(posts),
    variableValues: request.variables,
    operationName: request.operationName ?? undefined,
  });
  // A JSON round trip gives plain objects, as if the answer had come over HTTP.
  const json = JSON.stringify({ ...result, errors: result.errors?.map((error) => error.toJSON()) });
  if (json.length > maxResponseBytes) {
    return {
      errors: [
        {
          message: `The answer is larger than the ${maxResponseBytes / 1024 / 1024} MB limit: ask for fewer posts or fields.`,
        },
      ],
    };
  }
  return JSON.parse(json) as GraphQLResponse;
}

/** The built-in content service, called in-process (during the build and server rendering). */
export async function executeBuiltIn(
  request: GraphQLRequest & { operationName?: string | null },
): Promise<GraphQLResponse> {
  return executeAgainst(await builtInPosts(), request);
}
