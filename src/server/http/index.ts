import 'server-only';

/**
 * How every API route answers over HTTP, in one place:
 *
 * - `jsonAnswer(body, status?, headers?)`: a JSON answer with `Cache-Control: no-store`.
 * - `methodNotAllowed(allowed, body?)`: the handler for the methods a route does not serve (405 with
 *   `Allow`); the body defaults to the site's `{success: false, message, error: 'METHOD_NOT_ALLOWED'}`.
 *   In a route: `const notAllowed = methodNotAllowed(['POST']); export { notAllowed as GET };`
 * - `unknownApiPath(request)`: the JSON 404 for a path under /api that does not exist.
 * - `readBodyBytes(request, maxBytes)`: the raw body, or null past the limit (forms read it).
 * - `readJsonBody(request, maxBytes)`: `{ok: true, value}` or `{ok: false, status, code, message}`
 *   (415, 413, 400) for the route to answer in its own shape.
 */

/**
 * A JSON answer. API answers are about one request and may carry tokens or personal data, so no
 * browser or proxy caches them.
 */
export function jsonAnswer(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** The answer to a method a route does not serve: 405, naming the ones it does in `Allow`. */
export function methodNotAllowed(
  allowed: readonly string[],
  body: unknown = {
    success: false,
    message: `This endpoint accepts ${allowed.join(', ')} only.`,
    error: 'METHOD_NOT_ALLOWED',
  },
): () => Response {
  return () => jsonAnswer(body, 405, { Allow: allowed.join(', ') });
}

/** The answer for a path under /api that does not exist: JSON, never the site's HTML page. */
export function unknownApiPath(request: Request): Response {
  return jsonAnswer(
    {
      success: false,
      message: `There is no API endpoint at ${new URL(request.url).pathname}.`,
      error: 'NOT_FOUND',
    },
    404,
  );
}

export interface JsonBodyFailure {
  ok: false;
  status: 400 | 413 | 415;
  code: 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE' | 'MALFORMED_JSON';
  message: string;
}

export type JsonBody = { ok: true; value: unknown } | JsonBodyFailure;

/**
 * A request body's bytes, or null when it is larger than `maxBytes`: counted while streaming,
 * whatever Content-Length claims, so a missing or lying header cannot make the server buffer more.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return null;
      }
      chunks.push(read.value);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON request body for every API route: a JSON content type only (415), at most
 * `maxBytes` counted while streaming whatever Content-Length claims, so a missing or lying
 * header cannot make the server buffer more (413), and valid UTF-8 JSON (400).
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(mediaType)) {
    return failure(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request body as JSON with "Content-Type: application/json".',
    );
  }
  const tooLarge = () =>
    failure(
      413,
      'PAYLOAD_TOO_LARGE',
      `The request body is larger than the ${maxBytes / 1024} KB limit.`,
    );
  const bytes = await readBodyBytes(request, maxBytes);
  if (!bytes) return tooLarge();
  const malformed = (detail: string) =>
    failure(400, 'MALFORMED_JSON', `The request body is not valid JSON: ${detail}`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return malformed('it is not UTF-8 text.');
  }
  if (text.trim() === '') return malformed('it is empty; send a JSON object.');
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return malformed('check the quotes, commas and brackets.');
  }
}

function failure(
  status: JsonBodyFailure['status'],
  code: JsonBodyFailure['code'],
  message: string,
): JsonBodyFailure {
  return { ok: false, status, code, message };
}
