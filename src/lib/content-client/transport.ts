import { ContentRequestError } from './errors';

/** One GraphQL request as WPGraphQL takes it in a POST body. */
export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
}

/** Runs a request and resolves with the parsed JSON body; rejects with ContentRequestError. */
export type ContentTransport = (request: GraphQLRequest) => Promise<unknown>;

export interface HttpTransportOptions {
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** A transport that POSTs JSON to a GraphQL endpoint (same-origin /api/graphql, or WordPress). */
export function httpTransport(
  url: string,
  { timeoutMs = 10_000, fetch = globalThis.fetch }: HttpTransportOptions = {},
): ContentTransport {
  return async (request) => {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ContentRequestError(`Content service unreachable: ${(error as Error).message}`, {
        cause: error,
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ContentRequestError(`HTTP ${response.status}: ${response.statusText}`, {
        status: response.status,
      });
    }
    if (!response.ok) {
      throw new ContentRequestError(`HTTP ${response.status}: ${response.statusText}`, {
        status: response.status,
        body,
      });
    }
    return body;
  };
}
