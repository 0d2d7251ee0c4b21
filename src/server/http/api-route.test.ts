import { NextRequest } from 'next/server';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '@/server/db/errors';
import { log } from '@/server/log';
import { signupSchema } from '@/lib/accounts/schemas';
import { problem } from '@/lib/forms/problems';
import { ApiFailure, answerLocale, apiRoute, readApiJson } from './api-route';

const url = 'http://localhost/api/users/signup';

function post(
  body: BodyInit | null,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  // duplex: 'half' lets a stream be a request body (Node's fetch requires it; the DOM types lack it).
  const init = { method: 'POST', body, headers, duplex: 'half' };
  return new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]);
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}

describe('readApiJson', () => {
  it('parses a JSON object', async () => {
    expect(await readApiJson(post('{"email":"a@b.co"}'))).toEqual({ email: 'a@b.co' });
  });

  it("fails as an ApiFailure with the reader's status, code and message", async () => {
    expect(
      await rejection(readApiJson(post('{}', { 'content-type': 'text/plain' }))),
    ).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await rejection(readApiJson(post('{"a":1,}')))).toMatchObject({
      status: 400,
      code: 'MALFORMED_JSON',
      message: 'The request body is not valid JSON: check the quotes, commas and brackets.',
    });
  });
});

describe('apiRoute', () => {
  const unavailable = 'Accounts are unavailable just now.';
  const route = (handler: Parameters<typeof apiRoute>[0]) => apiRoute(handler, unavailable);
  const request = () =>
    new NextRequest(url, { method: 'POST', headers: { 'x-request-id': 'req-42' } });

  it('answers a result as {success, message, data}, never cached', async () => {
    const response = await route(async () => ({
      status: 201,
      message: 'Created.',
      data: { id: 1 },
    }))(request());
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ success: true, message: 'Created.', data: { id: 1 } });
  });

  it('answers an expected failure with its status, code, data and headers', async () => {
    const response = await route(async () => {
      throw new ApiFailure(429, 'RATE_LIMITED', 'Too many.', {
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

  it('answers in Arabic when the request asks for it first: validation, a code’s words, the wait', async () => {
    const arabic = (language: string) =>
      new NextRequest(url, { method: 'POST', headers: { 'accept-language': language } });
    const refused = signupSchema.safeParse({ email: 'nora@', password: 'short' });
    const invalid = route(async () => {
      if (refused.success) return { status: 200, message: 'unexpected' };
      throw new ApiFailure(400, 'VALIDATION_FAILED', 'English.', {
        data: { fieldErrors: {} },
        validation: refused.error,
      });
    });
    const body = await (await invalid(arabic('ar-SA,ar;q=0.9,en;q=0.8'))).json();
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.data.fieldErrors).toMatchObject({
      firstName: 'حقل «الاسم الأول» مطلوب.',
      email: 'أدخل بريدًا إلكترونيًا صحيحًا، مثل name@company.com.',
      password: 'يجب ألا يقل «كلمة المرور» عن 10 أحرف.',
    });
    expect(body.message).toContain('حقل «اسم العائلة» مطلوب.');
    // English (or any other first language) keeps the English words.
    const english = await (await invalid(arabic('en-GB,ar;q=0.9'))).json();
    expect(english.data.fieldErrors.firstName).toBe('First name is required.');

    const wrong = await route(async () => {
      throw new ApiFailure(400, 'INVALID_CREDENTIALS', 'Current password is incorrect.', {
        problems: { currentPassword: problem('wrongPassword', 'currentPassword') },
      });
    })(arabic('ar'));
    expect(await wrong.json()).toMatchObject({
      message: '«كلمة المرور الحالية» غير صحيحة.',
      data: { fieldErrors: { currentPassword: '«كلمة المرور الحالية» غير صحيحة.' } },
    });

    const limited = await route(async () => {
      throw new ApiFailure(429, 'RATE_LIMITED', 'Too many.', { headers: { 'Retry-After': '600' } });
    })(arabic('ar'));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      success: false,
      message: 'محاولات كثيرة في وقت قصير. حاول مرة أخرى بعد 10 دقائق.',
      error: 'RATE_LIMITED',
    });
  });

  it('reads only the first language asked for, and only ar or ar-* as Arabic', () => {
    const locale = (value?: string) =>
      answerLocale(new Headers(value === undefined ? {} : { 'accept-language': value }));
    expect([locale('ar'), locale('AR-sa;q=1'), locale(' ar-EG , en')]).toEqual(['ar', 'ar', 'ar']);
    expect([locale(), locale(''), locale('en,ar'), locale('arz'), locale('*')]).toEqual([
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
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
      const response = await route(async () => {
        throw failure;
      })(request());
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        message: unavailable,
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
    const response = await route(async () => {
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
        error: [{ name: 'TypeError' }],
      }),
      'API: unexpected error',
    );
  });

  it('logs a failed query by its codes and constraint, never its parameters', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(nora@example.com) already exists.',
    });
    const failed = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['nora@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
      cause,
    );
    const response = await route(async () => {
      throw failed;
    })(request());
    expect(response.status).toBe(500);
    const line = JSON.stringify(logged.mock.calls);
    expect(line).toContain('users_email_unique');
    expect(line).toContain('23505');
    expect(line).not.toContain('nora@example.com');
    expect(line).not.toContain('argon2id');
  });
});

describe('failures thrown by another copy of the module', () => {
  // Next bundles this module once for API routes and again for server actions, and the
  // services (made once per process) throw whichever copy's class made them.
  it('are answered as the failures they are, not as a 500', async () => {
    vi.resetModules();
    const other = await import('./api-route');
    const { DatabaseUnavailableError: OtherUnavailable } = await import('@/server/db/errors');
    expect(other.ApiFailure).not.toBe(ApiFailure);
    const failure = new other.ApiFailure(410, 'LINK_USED', 'Used.');
    expect(failure).toBeInstanceOf(ApiFailure);
    const answer = await apiRoute(async () => {
      throw failure;
    }, 'Down.')(post('{}'));
    expect(answer.status).toBe(410);
    const down = await apiRoute(async () => {
      throw new OtherUnavailable(new Error('x'));
    }, 'Down.')(post('{}'));
    expect(down.status).toBe(503);
    expect(new Error('plain')).not.toBeInstanceOf(ApiFailure);
  });
});
