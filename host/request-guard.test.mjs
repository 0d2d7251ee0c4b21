import { describe, expect, it } from 'vitest';
import {
  isCrossSite,
  malformedActionsAre400,
  quietMalformedActionLogs,
  refuseUnservable,
  withActionLogs,
} from './request-guard.mjs';

const publicOrigin = 'https://wasla.example';
const request = (method, url, headers = {}) => ({
  method,
  url,
  headers: { host: 'wasla.example', ...headers },
});

/** A stand-in for Node's ServerResponse that records what was written. */
function recorder() {
  const sent = { status: 0, headers: {}, body: '' };
  const response = {
    statusCode: 200,
    writeHead(status, headers = {}) {
      sent.status = status;
      sent.headers = headers;
      return response;
    },
    end(body = '') {
      sent.body = String(body);
    },
  };
  return { response, sent };
}

describe('the request guard', () => {
  it('answers methods the site does not serve with 405 JSON and Allow, before Next', () => {
    for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'CONNECT', 'FOO']) {
      const { response, sent } = recorder();
      expect(refuseUnservable(request(method, '/'), response, { publicOrigin })).toBe(true);
      expect(sent.status).toBe(405);
      expect(sent.headers.Allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(JSON.parse(sent.body)).toEqual({
        success: false,
        message: `The ${method} method is not supported here.`,
        error: 'METHOD_NOT_ALLOWED',
      });
    }
    expect(refuseUnservable(request('GET', '/'), recorder().response, { publicOrigin })).toBe(
      false,
    );
  });

  it('refuses unsafe requests a browser marks as from another site, 403 JSON', () => {
    const crossSite = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://wasla.example.evil.example' },
    ];
    for (const headers of crossSite) {
      const { response, sent } = recorder();
      expect(
        refuseUnservable(request('POST', '/api/enquiries', headers), response, { publicOrigin }),
      ).toBe(true);
      expect(sent.status).toBe(403);
      expect(JSON.parse(sent.body).error).toBe('CROSS_SITE_REQUEST');
    }
    // The site's own pages, a typed address, a webhook without browser headers, a GET from anywhere.
    for (const headers of [
      { 'sec-fetch-site': 'same-origin', origin: 'https://wasla.example' },
      { 'sec-fetch-site': 'none' },
      { origin: 'https://wasla.example' },
      { origin: 'http://wasla.example' },
      {},
    ])
      expect(
        isCrossSite(request('POST', '/contact-us', headers), publicOrigin),
        JSON.stringify(headers),
      ).toBe(false);
    expect(
      refuseUnservable(
        request('GET', '/', { 'sec-fetch-site': 'cross-site' }),
        recorder().response,
        { publicOrigin },
      ),
    ).toBe(false);
  });

  it('refuses image addresses that cannot be read (Next answered them 500) and leaves the rest to Next', () => {
    for (const url of ['/%5Cx', '/\\x', '/%E0%A4%A', '/%', '/%00']) {
      const { response, sent } = recorder();
      // As a client sends them: the query's own escapes decode to a backslash, a broken escape, NUL.
      const path = `/_next/image?url=${url}&w=64&q=75`;
      expect(refuseUnservable(request('GET', path), response, { publicOrigin }), url).toBe(true);
      expect(sent.status).toBe(400);
    }
    for (const url of [
      '/images/a.webp',
      'https%3A%2F%2Fcms.example%2Fa.png',
      '//evil.example/a.png',
    ])
      expect(
        refuseUnservable(request('GET', `/_next/image?url=${url}&w=64&q=75`), recorder().response, {
          publicOrigin,
        }),
      ).toBe(false);
  });

  it('turns a server action’s 500 into 400, and leaves API answers and other statuses alone', () => {
    const answer = (method, url, status) => {
      const { response, sent } = recorder();
      malformedActionsAre400(request(method, url), response);
      response.writeHead(status);
      return sent.status;
    };
    expect(answer('POST', '/contact-us', 500)).toBe(400);
    expect(answer('POST', '/contact-us', 303)).toBe(303);
    expect(answer('POST', '/api/enquiries', 500)).toBe(500);
    expect(answer('GET', '/contact-us', 500)).toBe(500);
  });

  it('logs a server-action call’s error as one line without the body it quotes; other errors as they are', async () => {
    const lines = [];
    const logger = { error: (...args) => lines.push(args), warn: (...args) => lines.push(args) };
    quietMalformedActionLogs(logger);
    const decodeError = new SyntaxError('Unexpected token in JSON: "nora@example.com"');
    await withActionLogs(request('POST', '/contact-us?topic=x'), async () => {
      await Promise.resolve();
      logger.error('⨯', decodeError);
      logger.warn(decodeError);
    });
    expect(lines).toEqual([
      [
        'Server action call to /contact-us refused: SyntaxError (a malformed call, or one naming no action)',
      ],
    ]);
    const pageError = new Error('a page failed');
    withActionLogs(request('GET', '/blog'), () => logger.error(pageError));
    withActionLogs(request('POST', '/api/enquiries'), () => logger.error(pageError));
    expect(lines.slice(1)).toEqual([[pageError], [pageError]]);
  });
});
