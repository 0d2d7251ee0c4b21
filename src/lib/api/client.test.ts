import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client';

function respond(status: number, body: string, headers: Record<string, string> = {}) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(body, {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
  );
}

const json = (value: unknown) => JSON.stringify(value);

describe('requests', () => {
  it('supports GET, POST, PUT, PATCH and DELETE on the configured base, JSON in and out', async () => {
    const fetchImpl = respond(200, json({ success: true, message: 'ok', data: { n: 1 } }));
    const client = createApiClient({
      baseUrl: 'https://api.example.com/v1/',
      getToken: () => null,
      fetch: fetchImpl,
    });
    expect(await client.post('/users/login', { email: 'a@b.co' })).toEqual({
      success: true,
      message: 'ok',
      data: { n: 1 },
    });
    await client.get('/users/profile');
    await client.put('/users/profile', { firstName: 'Sara' });
    await client.patch('users/profile', { phone: null });
    await client.delete('/users/profile');

    const calls = fetchImpl.mock.calls.map(([url, init]) => [init?.method, url, init?.body]);
    expect(calls).toEqual([
      ['POST', 'https://api.example.com/v1/users/login', '{"email":"a@b.co"}'],
      ['GET', 'https://api.example.com/v1/users/profile', undefined],
      ['PUT', 'https://api.example.com/v1/users/profile', '{"firstName":"Sara"}'],
      ['PATCH', 'https://api.example.com/v1/users/profile', '{"phone":null}'],
      ['DELETE', 'https://api.example.com/v1/users/profile', undefined],
    ]);
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
    });
  });

  it('sends the token as a Bearer authorization only when there is one', async () => {
    const fetchImpl = respond(200, json({ success: true, message: 'ok' }));
    let token: string | null = null;
    const client = createApiClient({ baseUrl: '/api', getToken: () => token, fetch: fetchImpl });
    await client.get('/users/profile');
    token = 'abc.def.ghi';
    await client.get('/users/profile');
    const headers = fetchImpl.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>).Authorization,
    );
    expect(headers).toEqual([undefined, 'Bearer abc.def.ghi']);
  });
});

describe('forms and files', () => {
  it('sends a form as the browser posts it: no JSON content type, the body untouched', async () => {
    const fetchImpl = respond(
      201,
      json({ success: true, message: 'Received.', data: { id: 'a' } }),
    );
    const client = createApiClient({ baseUrl: '/api', getToken: () => 'abc', fetch: fetchImpl });
    const form = new FormData();
    form.set('name', 'Nora');
    expect(await client.post('/enquiries', form)).toEqual({
      success: true,
      message: 'Received.',
      data: { id: 'a' },
    });
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'en',
      Authorization: 'Bearer abc',
    });
  });

  it('downloads a file as its response, and fails with the envelope’s message', async () => {
    const file = respond(200, 'a,b\r\n', { 'content-type': 'text/csv' });
    const client = createApiClient({ baseUrl: '/api', getToken: () => 't', fetch: file });
    expect(await (await client.download('/staff/enquiries/export')).text()).toBe('a,b\r\n');

    const refused = createApiClient({
      baseUrl: '/api',
      getToken: () => 't',
      fetch: respond(404, json({ success: false, message: 'There is no API endpoint.' })),
    });
    const error = await refused
      .download('/staff/enquiries/x/cv')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'There is no API endpoint.' });
  });
});

describe('the words of a failure', () => {
  const failureOf = async (client: ReturnType<typeof createApiClient>) =>
    (await client.get('/x').catch((caught: unknown) => caught)) as ApiError;

  it('are the server’s message, else the status, unless the caller gives its own', async () => {
    const refused = respond(
      429,
      json({ success: false, message: 'Slow down.', error: 'RATE_LIMITED' }),
    );
    expect((await failureOf(createApiClient({ fetch: refused }))).message).toBe('Slow down.');
    const bare = respond(500, json({}));
    expect((await failureOf(createApiClient({ fetch: bare }))).message).toBe(
      'The server answered 500.',
    );
    const own = createApiClient({
      fetch: respond(429, json({ message: 'Slow down.' })),
      describeFailure: ({ status, reason, serverMessage }) =>
        `${reason} ${status} ${serverMessage}`,
    });
    expect(await failureOf(own)).toMatchObject({
      message: 'refused 429 Slow down.',
      serverMessage: 'Slow down.',
    });
  });

  it('say when the server could not be reached, or did not answer JSON', async () => {
    const offline = vi.fn<typeof fetch>(async () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(await failureOf(createApiClient({ fetch: offline }))).toMatchObject({
      status: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    });
    const page = respond(502, '<html>Bad Gateway</html>', { 'content-type': 'text/html' });
    expect(await failureOf(createApiClient({ fetch: page }))).toMatchObject({
      status: 502,
      error: 'Server returned non-JSON response',
    });
  });
});
