import 'server-only';

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * Reads a JSON request body of at most `maxBytes`, stopping as soon as it is too large
 * (a missing or lying Content-Length cannot make the server buffer more).
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(graphql-response\+)?json\b/i.test(type.trim())) {
    return { ok: false, status: 415, message: 'Send a JSON body with Content-Type: application/json.' };
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge(maxBytes);
  if (!request.body) return { ok: false, status: 400, message: 'The request body is empty.' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' };
  }
}

function tooLarge(maxBytes: number): JsonBody {
  return { ok: false, status: 413, message: `The request body is larger than ${maxBytes} bytes.` };
}
