import 'server-only';
import { z } from 'zod';
import { hostConfig, type HostConfig } from '#host/shared';
import { ContentRequestError } from '@/lib/content-client/errors';
import { httpTransport } from '@/lib/content-client/transport';
import { log } from '@/server/log';
import { parse, type GraphQLError } from 'graphql';
import {
  contentServiceTimeoutMs,
  contentServiceUrl,
  introspectionAllowed,
  maxGraphQLBodyBytes,
  maxUpstreamBytes,
} from './config';
import { answerBuiltIn, answerStatus, maxQueryTokens, syntaxErrorAnswer } from './executor';
import { checkQuery } from './query-cost';
import { jsonAnswer, readJsonBody } from '@/server/http';

const requestSchema = z.object({
  query: z.string().trim().min(1, 'query is required').max(20_000, 'query is too long'),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(200).nullish(),
});

const answer = jsonAnswer;
const failure = (message: string, status: number) => answer({ errors: [{ message }] }, status);

/**
 * POST /api/graphql: the built-in WPGraphQL-compatible service, or — when
 * NEXT_PUBLIC_WPGRAPHQL_URL is set — a size-limited pass-through to that WordPress (the
 * browser may only talk to its own origin). Every failure is a JSON `errors` answer.
 * `config` is the process's configuration unless a test passes another.
 */
export async function handleGraphQLRequest(
  request: Request,
  config: HostConfig = hostConfig(),
): Promise<Response> {
  const body = await readJsonBody(request, maxGraphQLBodyBytes);
  if (!body.ok) return failure(body.message, body.status);
  const parsed = requestSchema.safeParse(body.value);
  if (!parsed.success)
    return failure(parsed.error.issues.map((issue) => issue.message).join('; '), 400);
  const { query, variables, operationName } = parsed.data;

  const remote = contentServiceUrl(config);
  if (!remote) {
    const result = await answerBuiltIn({ query, variables: variables ?? undefined, operationName });
    return answer(result.body, result.status);
  }

  // WordPress gets only what the built-in service would run: a query, within the same limits.
  // A query that does not parse is answered here as WordPress would answer it.
  let document;
  try {
    document = parse(query, { maxTokens: maxQueryTokens });
  } catch (error) {
    const result = syntaxErrorAnswer(error as GraphQLError);
    return answer(result.body, result.status);
  }
  const refused = checkQuery(document, { variables, introspection: introspectionAllowed(config) });
  if (refused.length > 0)
    return answer({ errors: refused.map((message) => ({ message })) }, answerStatus.refused);

  try {
    const upstream = await httpTransport(remote, {
      timeoutMs: contentServiceTimeoutMs(config),
      maxBytes: maxUpstreamBytes,
    })({
      query,
      ...(variables ? { variables } : {}),
      ...(operationName ? { operationName } : {}),
    });
    return answer(upstream);
  } catch (error) {
    const status = error instanceof ContentRequestError ? error.status : undefined;
    log.warn(
      { upstreamStatus: status, reason: (error as Error).message },
      'Content service request failed',
    );
    // The service's own error body (a stack trace, an internal address) never reaches the client.
    const timedOut =
      error instanceof Error && (error.cause as Error | undefined)?.name === 'TimeoutError';
    return failure(
      'The content service is unavailable. Please try again later.',
      timedOut ? 504 : 502,
    );
  }
}
