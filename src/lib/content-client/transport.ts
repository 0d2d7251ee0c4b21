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
  /** Largest answer read; a longer one is abandoned unread (default 5 MB). */
  maxBytes?: number;
  /** Sent with every request (e.g. the preview's Basic authorization). */
  headers?: Record<string, string>;
  fetch?: typeof globalThis.fetch;
}

const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A transport that POSTs JSON to a GraphQL endpoint (same-origin /api/graphql, or WordPress).
 * It never follows a redirect (a 3xx could send the POST to an address nobody configured),
 * gives up after `timeoutMs` and stops reading after `maxBytes`.
 */
export function httpTransport(
  url: string,
  {
    timeoutMs = 10_000,
    maxBytes = DEFAULT_MAX_BYTES,
    headers = {},
    fetch = globalThis.fetch,
  }: HttpTransportOptions = {},
): ContentTransport {
  return async (request) => {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
        await response.body?.cancel();
        throw new ContentRequestError(
          `HTTP ${response.status}: the content service answered with a redirect, which is not followed`,
          { status: response.status },
        );
      }
      text = await readText(response, maxBytes);
    } catch (error) {
      if (error instanceof ContentRequestError) throw error;
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

/** The body as text, refusing (without reading on) once it passes `maxBytes`. */
async function readText(response: Response, maxBytes: number): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(response, maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(response, maxBytes);
    }
    text += decoder.decode(read.value, { stream: true });
  }
  return text + decoder.decode();
}

function tooLarge(response: Response, maxBytes: number) {
  return new ContentRequestError(
    `HTTP ${response.status}: the answer is larger than ${maxBytes / 1024 / 1024} MB`,
    { status: response.status },
  );
}
