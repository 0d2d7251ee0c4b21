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

const tooLarge: GraphQLResponse = {
  errors: [
    {
      message: `The answer is larger than the ${maxResponseBytes / 1024 / 1024} MB limit: ask for fewer posts or fields.`,
    },
  ],
};

/**
 * Whether a value's JSON would be longer than `limit` characters, counted without building
 * it (its strings and keys; escapes aside, which only make the JSON longer) and given up on
 * as soon as the count passes the limit.
 */
export function exceedsJsonSize(value: unknown, limit: number): boolean {
  let size = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') size += item.length + 2;
    else if (Array.isArray(item)) {
      size += item.length + 1;
      pending.push(...item);
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        size += key.length + 4;
        pending.push(inner);
      }
    } else size += 5;
    if (size > limit) return true;
  }
  return false;
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
  // Measured before it is serialised: an answer over the limit is never built as JSON.
  if (exceedsJsonSize(result.data, maxResponseBytes)) return tooLarge;
  // A JSON round trip gives plain objects, as if the answer had come over HTTP.
  const json = JSON.stringify({ ...result, errors: result.errors?.map((error) => error.toJSON()) });
  if (json.length > maxResponseBytes) return tooLarge;
  return JSON.parse(json) as GraphQLResponse;
}

/** The built-in content service, called in-process (during the build and server rendering). */
export async function executeBuiltIn(
  request: GraphQLRequest & { operationName?: string | null },
): Promise<GraphQLResponse> {
  return executeAgainst(await builtInPosts(), request);
}
