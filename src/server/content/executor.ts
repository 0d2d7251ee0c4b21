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

const tooLarge = `The answer is larger than the ${maxResponseBytes / 1024 / 1024} MB limit: ask for fewer posts or fields.`;

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

/** An answer with the HTTP status WPGraphQL gives it. */
export interface GraphQLAnswer {
  status: number;
  body: GraphQLResponse;
}

/**
 * The statuses of answers without data. A query that does not validate is 200 with `errors`, as
 * WPGraphQL answers it. One that does not parse is 400 with `errors` (WPGraphQL says 500): what a
 * client sends never earns a 5xx, which monitors read as the site failing. A query refused by the
 * site's own cost limits is 400.
 */
export const answerStatus = { syntax: 400, invalid: 200, refused: 400 } as const;

/** The answer to a query that does not parse (also the pass-through's, for the same query). */
export function syntaxErrorAnswer(error: GraphQLError): GraphQLAnswer {
  return { status: answerStatus.syntax, body: { errors: [error.toJSON()] } };
}

/** Runs a GraphQL request against the given posts and answers as WPGraphQL's HTTP endpoint would. */
export async function answerAgainst(
  posts: SourcePost[],
  request: GraphQLRequest & { operationName?: string | null },
  { introspection = introspectionAllowed() }: ExecuteOptions = {},
): Promise<GraphQLAnswer> {
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: maxQueryTokens });
  } catch (error) {
    return syntaxErrorAnswer(error as GraphQLError);
  }
  const refuse = (messages: string[]) => ({
    status: answerStatus.refused,
    body: { errors: messages.map((message) => ({ message })) },
  });
  // The cost check runs first: it is linear in the document, so an expensive query is
  // refused before graphql-js validates or executes anything.
  const refused = checkQuery(document, { variables: request.variables, introspection });
  if (refused.length > 0) return refuse(refused);
  const problems = validate(schema, document, specifiedRules, { maxErrors: 20 });
  if (problems.length > 0)
    return {
      status: answerStatus.invalid,
      body: { errors: problems.map((error) => error.toJSON()) },
    };
  const result = await execute({
    schema,
    document,
    rootValue: rootValue(posts),
    variableValues: request.variables,
    operationName: request.operationName ?? undefined,
  });
  // Measured before it is serialised: an answer over the limit is never built as JSON.
  if (exceedsJsonSize(result.data, maxResponseBytes)) return refuse([tooLarge]);
  // A JSON round trip gives plain objects, as if the answer had come over HTTP.
  const json = JSON.stringify({ ...result, errors: result.errors?.map((error) => error.toJSON()) });
  if (json.length > maxResponseBytes) return refuse([tooLarge]);
  return { status: 200, body: JSON.parse(json) as GraphQLResponse };
}

/** The answer's body alone (the site's own reads, in-process). */
export async function executeAgainst(
  ...args: Parameters<typeof answerAgainst>
): Promise<GraphQLResponse> {
  return (await answerAgainst(...args)).body;
}

/** The built-in content service, called in-process (during the build and server rendering). */
export async function executeBuiltIn(
  request: GraphQLRequest & { operationName?: string | null },
): Promise<GraphQLResponse> {
  return executeAgainst(await builtInPosts(), request);
}

/** The built-in content service's answer with its status (the /api/graphql endpoint). */
export async function answerBuiltIn(
  request: GraphQLRequest & { operationName?: string | null },
): Promise<GraphQLAnswer> {
  return answerAgainst(await builtInPosts(), request);
}
