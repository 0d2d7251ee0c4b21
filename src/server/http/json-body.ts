import 'server-only';

export interface JsonBodyFailure {
  ok: false;
  status: 400 | 413 | 415;
  code: 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE' | 'MALFORMED_JSON';
  message: string;
}

export type JsonBody = { ok: true; value: unknown } | JsonBodyFailure;

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
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(read.value);
    }
  }
  const malformed = (detail: string) =>
    failure(400, 'MALFORMED_JSON', `The request body is not valid JSON: ${detail}`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
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
