import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/client';
import { createAccountClient } from './client';

function respond(
  status: number,
  body: string,
  init: { statusText?: string; contentType?: string } = {},
) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(body, {
        status,
        statusText: init.statusText ?? '',
        headers: { 'content-type': init.contentType ?? 'application/json' },
      }),
  );
}

async function failureOf(fetchImpl: typeof fetch): Promise<ApiError> {
  const error = await createAccountClient({
    baseUrl: '/api',
    getToken: () => null,
    fetch: fetchImpl,
  })
    .get('/users/profile')
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const json = (value: unknown) => JSON.stringify(value);

describe('the error catalogue: one row per case', () => {
  it.each([
    {
      status: 400,
      body: { success: false, message: 'Email is required.' },
      message: 'Email is required.',
    },
    { status: 400, body: { success: false }, message: 'Invalid request data' },
    {
      status: 401,
      body: { success: false, message: 'Bad token' },
      message: 'login token expired Please re-login',
    },
    { status: 403, body: { success: false, message: 'Nope' }, message: 'Access denied' },
    {
      status: 404,
      body: { success: false, message: 'No account found for this email address' },
      message: 'Resource not found',
    },
    {
      status: 500,
      body: { success: false, message: 'stack trace' },
      message: 'Server error. Please try again later or contact support.',
    },
    { status: 502, body: {}, message: 'Service temporarily unavailable. Please try again later.' },
    {
      status: 503,
      body: { message: 'db down' },
      message: 'Service temporarily unavailable. Please try again later.',
    },
    { status: 504, body: {}, message: 'Service temporarily unavailable. Please try again later.' },
    {
      status: 409,
      body: { success: false, message: 'An account with this email address already exists.' },
      message: 'An account with this email address already exists.',
    },
    { status: 418, body: { success: false }, message: 'Server error (418)' },
  ])('$status with $body → "$message"', async ({ status, body, message }) => {
    const error = await failureOf(respond(status, json(body)));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.serverMessage).toBe(body.message);
  });

  it('a non-JSON body → "HTTP {status}: {statusText}" with error "Server returned non-JSON response"', async () => {
    const error = await failureOf(
      respond(502, '<html>Bad Gateway</html>', {
        statusText: 'Bad Gateway',
        contentType: 'text/html',
      }),
    );
    expect(error.message).toBe('HTTP 502: Bad Gateway');
    expect(error.error).toBe('Server returned non-JSON response');
  });

  it('treats a non-JSON body as a failure even with a success status', async () => {
    const error = await failureOf(
      respond(200, 'OK', { statusText: 'OK', contentType: 'text/plain' }),
    );
    expect(error).toMatchObject({
      message: 'HTTP 200: OK',
      error: 'Server returned non-JSON response',
    });
  });

  it('keeps the server’s error code and data (e.g. field errors) on the thrown error', async () => {
    const body = {
      success: false,
      message: 'Email is required.',
      error: 'VALIDATION_FAILED',
      data: { fieldErrors: { email: 'Email is required.' } },
    };
    const error = await failureOf(respond(400, json(body)));
    expect(error.error).toBe('VALIDATION_FAILED');
    expect(error.data).toEqual({ fieldErrors: { email: 'Email is required.' } });
  });

  it('reports a network failure without an HTTP status', async () => {
    const error = await failureOf(
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(error.status).toBe(0);
    expect(error.message).toBe('Could not reach the server. Check your connection and try again.');
  });
});
