import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '@/server/db/errors';
import { log } from '@/server/log';
import { AccountError } from './errors';
import { accountRoute, MAX_BODY_BYTES, readJsonBody } from './http';

const url = 'http://localhost/api/users/signup';

function post(
  body: BodyInit | null,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  // duplex: 'half' lets a stream be a request body (Node's fetch requires it; the DOM types lack it).
  const init = { method: 'POST', body, headers, duplex: 'half' };
  return new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]);
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

async function rejection(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AccountError);
  return error as AccountError;
}

describe('readJsonBody', () => {
  it('parses a JSON object, with or without a charset', async () => {
    expect(await readJsonBody(post('{"email":"a@b.co"}'))).toEqual({ email: 'a@b.co' });
    expect(
      await readJsonBody(post('[1]', { 'content-type': 'application/json; charset=utf-8' })),
    ).toEqual([1]);
  });

  it.each([
    ['no content type', {}],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['plain text', { 'content-type': 'text/plain' }],
  ])('answers 415 for %s', async (_label, headers) => {
    expect(await rejection(readJsonBody(post('{}', headers)))).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers 413 from the declared length before reading anything', async () => {
    const request = post('{}', {
      'content-type': 'application/json',
      'content-length': String(1024 * 1024),
    });
    expect(await rejection(readJsonBody(request))).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers 413 for a streamed body that grows past the limit, and accepts one at the limit', async () => {
    expect(await rejection(readJsonBody(post(streamed(1024 * 1024))))).toMatchObject({
      status: 413,
    });
    const atLimit = `{"a":"${'x'.repeat(MAX_BODY_BYTES - 8)}"}`;
    expect(new TextEncoder().encode(atLimit).byteLength).toBe(MAX_BODY_BYTES);
    expect(await readJsonBody(post(atLimit))).toEqual({ a: 'x'.repeat(MAX_BODY_BYTES - 8) });
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
    expect(await rejection(readJsonBody(post(body)))).toMatchObject({
      status: 400,
      code: 'MALFORMED_JSON',
      message,
    });
  });
});

describe('accountRoute', () => {
  const request = () =>
    new NextRequest(url, { method: 'POST', headers: { 'x-request-id': 'req-42' } });

  it('answers a result as {success, message, data}, never cached', async () => {
    const response = await accountRoute(async () => ({
      status: 201,
      message: 'Created.',
      data: { id: 1 },
    }))(request());
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ success: true, message: 'Created.', data: { id: 1 } });
  });

  it('answers an expected failure with its status, code, data and headers', async () => {
    const response = await accountRoute(async () => {
      throw new AccountError(429, 'RATE_LIMITED', 'Too many.', {
        headers: { 'Retry-After': '60' },
      });
    })(request());
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.json()).toEqual({
      success: false,
      message: 'Too many.',
      error: 'RATE_LIMITED',
    });
  });

  it('answers 503 when the database cannot be reached', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    for (const failure of [
      new DatabaseUnavailableError(refused),
      new Error('Failed query', { cause: refused }),
    ]) {
      const response = await accountRoute(async () => {
        throw failure;
      })(request());
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        success: false,
        error: 'DATABASE_UNAVAILABLE',
      });
    }
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ requestId: 'req-42' }),
      'API: database unavailable',
    );
  });

  it('answers anything unexpected with a 500 that reveals nothing, and logs it with the request id', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    const bug = new TypeError("Cannot read properties of undefined (reading 'password_hash')");
    const response = await accountRoute(async () => {
      throw bug;
    })(request());
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
      error: 'INTERNAL_ERROR',
    });
    expect(JSON.stringify(body)).not.toContain('password_hash');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        requestId: 'req-42',
        method: 'POST',
        path: '/api/users/signup',
        err: bug,
      }),
      'API: unexpected error',
    );
  });
});
