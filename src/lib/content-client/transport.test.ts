import { describe, expect, it, vi } from 'vitest';
import { ContentRequestError } from './errors';
import { httpTransport } from './transport';

const reply = (body: string, init: ResponseInit = {}) =>
  vi.fn<typeof fetch>(async () => new Response(body, init));

describe('httpTransport', () => {
  it('POSTs the request as JSON and resolves with the parsed body', async () => {
    const fetch = reply('{"data":{"post":null}}', {
      headers: { 'content-type': 'application/json' },
    });
    const body = await httpTransport('https://cms.example.com/graphql', { fetch })({
      query: '{ posts { nodes { id } } }',
    });
    expect(body).toEqual({ data: { post: null } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://cms.example.com/graphql');
    expect(init).toMatchObject({ method: 'POST', body: '{"query":"{ posts { nodes { id } } }"}' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('rejects an HTTP failure keeping its status and JSON body', async () => {
    const fetch = reply('{"message":"Down for maintenance"}', {
      status: 503,
      statusText: 'Service Unavailable',
    });
    const error = await httpTransport('/api/graphql', { fetch })({ query: '{x}' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentRequestError);
    expect(error).toMatchObject({
      status: 503,
      body: { message: 'Down for maintenance' },
      message: 'HTTP 503: Service Unavailable',
    });
  });

  it('rejects a non-JSON body even with status 200', async () => {
    const fetch = reply('<html>login</html>', { status: 200, statusText: 'OK' });
    await expect(httpTransport('/api/graphql', { fetch })({ query: '{x}' })).rejects.toMatchObject({
      status: 200,
      body: undefined,
    });
  });

  it('rejects when the service cannot be reached or is too slow', async () => {
    const unreachable = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(
      httpTransport('/api/graphql', { fetch: unreachable })({ query: '{x}' }),
    ).rejects.toBeInstanceOf(ContentRequestError);
    const slow = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(
      httpTransport('/api/graphql', { fetch: slow, timeoutMs: 20 })({ query: '{x}' }),
    ).rejects.toThrow(/unreachable/);
  });
});

describe('httpTransport limits', () => {
  it('never follows a redirect: a 307 is a failure, not a second request', async () => {
    const fetch = reply('', { status: 307, headers: { location: 'http://127.0.0.1/internal' } });
    await expect(
      httpTransport('https://cms.example.com/graphql', { fetch })({ query: '{x}' }),
    ).rejects.toMatchObject({ status: 307, body: undefined });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ redirect: 'manual' });
  });

  it('stops reading an answer larger than maxBytes, declared or streamed', async () => {
    const big = '{"data":"' + 'x'.repeat(4096) + '"}';
    await expect(
      httpTransport('/api/graphql', { fetch: reply(big), maxBytes: 1024 })({ query: '{x}' }),
    ).rejects.toThrow(/larger than/);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(512).fill(32));
      },
    });
    const streaming = vi.fn<typeof fetch>(async () => new Response(endless));
    await expect(
      httpTransport('/api/graphql', { fetch: streaming, maxBytes: 2048 })({ query: '{x}' }),
    ).rejects.toThrow(/larger than/);
    expect(pulled).toBeLessThan(10);
  });
});
