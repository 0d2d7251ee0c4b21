import { describe, expect, it } from 'vitest';
import { jsonAnswer, methodNotAllowed, readJsonBody, unknownApiPath, type JsonBody } from '.';

const url = 'http://localhost/api/example';

function post(
  body: BodyInit | null,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  // duplex: 'half' lets a stream be a request body (Node's fetch requires it; the DOM types lack it).
  const init = { method: 'POST', body, headers, duplex: 'half' };
  return new Request(url, init as RequestInit);
}

/** A body streamed in chunks with no Content-Length, as a client lying about its size would send. */
function streamed(totalBytes: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const chunk = new TextEncoder().encode(' '.repeat(Math.min(4096, totalBytes - sent)));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

const maxBytes = 16 * 1024;
const read = (request: Request) => readJsonBody(request, maxBytes);

async function rejection(promise: Promise<JsonBody>) {
  const body = await promise;
  expect(body.ok).toBe(false);
  return body;
}

async function value(promise: Promise<JsonBody>) {
  const body = await promise;
  if (!body.ok) throw new Error(`expected a body, got ${body.status} ${body.message}`);
  return body.value;
}

describe('readJsonBody', () => {
  it('parses a JSON object, with or without a charset', async () => {
    expect(await value(read(post('{"email":"a@b.co"}')))).toEqual({ email: 'a@b.co' });
    expect(
      await value(read(post('[1]', { 'content-type': 'application/json; charset=utf-8' }))),
    ).toEqual([1]);
  });

  it.each([
    ['no content type', {}],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['plain text', { 'content-type': 'text/plain' }],
  ])('answers 415 for %s', async (_label, headers) => {
    expect(await rejection(read(post('{}', headers)))).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers 413 from the declared length before reading anything', async () => {
    const request = post('{}', {
      'content-type': 'application/json',
      'content-length': String(1024 * 1024),
    });
    expect(await rejection(read(request))).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers 413 for a streamed body that grows past the limit, and accepts one at the limit', async () => {
    expect(await rejection(read(post(streamed(1024 * 1024))))).toMatchObject({
      status: 413,
    });
    const atLimit = `{"a":"${'x'.repeat(maxBytes - 8)}"}`;
    expect(new TextEncoder().encode(atLimit).byteLength).toBe(maxBytes);
    expect(await value(read(post(atLimit)))).toEqual({ a: 'x'.repeat(maxBytes - 8) });
  });

  it.each([
    [
      'malformed JSON',
      '{"email": "a@b.co",}',
      'The request body is not valid JSON: check the quotes, commas and brackets.',
    ],
    ['an empty body', '', 'The request body is not valid JSON: it is empty; send a JSON object.'],
    [
      'bytes that are not UTF-8',
      new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      'The request body is not valid JSON: it is not UTF-8 text.',
    ],
  ])('answers 400 for %s', async (_label, body, message) => {
    expect(await rejection(read(post(body)))).toMatchObject({
      status: 400,
      code: 'MALFORMED_JSON',
      message,
    });
  });
});

describe('answers', () => {
  it('answers JSON that no browser or proxy caches, with the given status and headers', async () => {
    const response = jsonAnswer({ ok: 1 }, 429, { 'Retry-After': '60' });
    expect(response.status).toBe(429);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ ok: 1 });
  });

  it('answers an unserved method with 405, naming the allowed ones, in the site shape by default', async () => {
    const response = methodNotAllowed(['GET', 'PUT'])();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, PUT');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      success: false,
      message: 'This endpoint accepts GET, PUT only.',
      error: 'METHOD_NOT_ALLOWED',
    });
    const custom = methodNotAllowed(['POST'], { errors: [{ message: 'POST only' }] })();
    expect(custom.headers.get('allow')).toBe('POST');
    expect(await custom.json()).toEqual({ errors: [{ message: 'POST only' }] });
  });

  it('answers an unknown API path with a JSON 404 naming the path', async () => {
    const response = unknownApiPath(new Request('http://localhost/api/nope?x=1'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      message: 'There is no API endpoint at /api/nope.',
      error: 'NOT_FOUND',
    });
  });
});
