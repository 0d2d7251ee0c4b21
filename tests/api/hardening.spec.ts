import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { SignJWT } from 'jose';
import {
  bearer,
  newAccount,
  PASSWORD,
  signUp,
  TEST_SERVER_SECRET,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from './support/accounts';

const serverKey = new TextEncoder().encode(TEST_SERVER_SECRET);

test.describe('sessions', () => {
  test('logout ends the session on the server: a copied token stops working', async ({
    request,
  }) => {
    const { token } = await signUp(request);
    const logout = await request.post('/api/users/logout', { headers: bearer(token) });
    expect(logout.status()).toBe(200);
    expect(await logout.json()).toEqual({ success: true, message: 'You are signed out.' });
    const copied = await request.get('/api/users/profile', { headers: bearer(token) });
    expect(copied.status()).toBe(401);
    expect((await copied.json()).error).toBe('TOKEN_INVALID');
    expect((await request.post('/api/users/logout', { headers: bearer(token) })).status()).toBe(
      401,
    );
  });

  test('a correctly signed token without exp, with a future iat, or for another issuer or audience is refused', async ({
    request,
  }) => {
    const { user } = await signUp(request);
    const now = Math.floor(Date.now() / 1000);
    const base = () =>
      new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id);
    const tokens = {
      genuine: base()
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + 600),
      'no exp': base().setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt(now),
      'iat in a day': base()
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now + 86_400)
        .setExpirationTime(now + 90_000),
      'no iss or aud': base()
        .setIssuedAt(now)
        .setExpirationTime(now + 600),
      'another audience': base()
        .setIssuer(TOKEN_ISSUER)
        .setAudience('another-api')
        .setIssuedAt(now)
        .setExpirationTime(now + 600),
    };
    const statuses: Record<string, number> = {};
    for (const [label, jwt] of Object.entries(tokens)) {
      const response = await request.get('/api/users/profile', {
        headers: bearer(await jwt.sign(serverKey)),
      });
      statuses[label] = response.status();
    }
    expect(statuses).toEqual({
      genuine: 200,
      'no exp': 401,
      'iat in a day': 401,
      'no iss or aud': 401,
      'another audience': 401,
    });
  });
});

test.describe('names and passwords', () => {
  test('a name with a bidi override or a zero-width character is refused with a clear message', async ({
    request,
  }) => {
    for (const firstName of ['Adm\u202Enimda', 'No\u200Bra']) {
      const response = await request.post('/api/users/signup', {
        data: newAccount({ firstName }),
      });
      expect(response.status()).toBe(400);
      expect((await response.json()).data.fieldErrors).toEqual({
        firstName: 'First name must not contain control, invisible or text-direction characters.',
      });
    }
  });

  test('a password signed up in NFC signs in when typed in NFD, and the other way round', async ({
    request,
  }) => {
    const nfc = 'caf\u00e9-tender-2030';
    const nfd = 'cafe\u0301-tender-2030';
    for (const [signupWith, loginWith] of [
      [nfc, nfd],
      [nfd, nfc],
    ]) {
      const { account } = await signUp(request, { password: signupWith });
      const login = await request.post('/api/users/login', {
        data: { email: account.email, password: loginWith },
      });
      expect(login.status()).toBe(200);
    }
  });
});

test.describe('GraphQL', () => {
  const bomb = (levels: number) =>
    `{ ...F0 } ${Array.from({ length: levels }, (_, i) => `fragment F${i} on RootQuery { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F${levels} on RootQuery { __typename }`;

  test('a fragment chain doubling 24 times is refused while other requests are answered', async ({
    request,
  }) => {
    const [refused, other] = await Promise.all([
      request.post('/api/graphql', { data: { query: bomb(24) } }),
      request.get('/api/build-id'),
    ]);
    expect(refused.status()).toBe(400);
    const { errors } = (await refused.json()) as { errors: { message: string }[] };
    expect(errors.map((error) => error.message).join(' ')).toContain('Query asks for too much');
    expect(other.status()).toBe(200);
  });

  test('395 aliased contents of 100 posts are refused instead of answered with megabytes', async ({
    request,
  }) => {
    const contents = Array.from({ length: 395 }, (_, i) => `c${i}: content`).join(' ');
    const response = await request.post('/api/graphql', {
      data: { query: `{ posts(first: 100) { nodes { ${contents} } } }` },
    });
    expect(response.status()).toBe(400);
    expect(
      Number(response.headers()['content-length'] ?? (await response.body()).length),
    ).toBeLessThan(1000);
  });

  test('queries that undercounted their page sizes are refused with a clear 400, and a normal one still works', async ({
    request,
  }) => {
    // 1,000 contents per post of a page of 100: before, each cost one page of 0 or 10 and built
    // ~175 MB of JSON before the answer-size limit refused it.
    const contents = Array.from({ length: 1000 }, (_, i) => `c${i}: content`).join(' ');
    for (const query of [
      `{ posts(last: 0, first: 100) { nodes { ${contents} } } }`,
      `{ posts(last: null, first: 100) { nodes { ${contents} } } }`,
      `{ posts { ...P } } fragment P on RootQueryToPostConnection { nodes { ${contents} } }`,
      `{ posts { ... on RootQueryToPostConnection { nodes { ${contents} } } } }`,
    ]) {
      const response = await request.post('/api/graphql', { data: { query } });
      expect(response.status(), query.slice(0, 40)).toBe(400);
      expect(response.headers()['content-type']).toContain('application/json');
      const { errors } = (await response.json()) as { errors: { message: string }[] };
      expect(errors.map((error) => error.message).join(' ')).toMatch(
        /^Query asks for too much \(cost \d+, at most 20000\): ask for fewer posts or fields\.$/,
      );
    }
    const normal = await request.post('/api/graphql', {
      data: { query: '{ posts(last: 2, first: 3) { nodes { slug content } } }' },
    });
    expect(normal.status()).toBe(200);
    expect((await normal.json()).data.posts.nodes).toHaveLength(3);
  });

  test('introspection is off in production', async ({ request }) => {
    const response = await request.post('/api/graphql', {
      data: { query: '{ __schema { queryType { name } } }' },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Introspection is disabled on this server.' }],
    });
  });
});

test.describe('request bodies', () => {
  test('a 50 MB chunked upload is answered 413 (JSON) within its first 4 MB, before Next could buffer it', async ({
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const url = new URL('/api/users/signup', baseURL);
    const { status, body, sent } = await new Promise<{
      status: number;
      body: string;
      sent: number;
    }>((resolve, reject) => {
      let sent = 0;
      const outgoing = httpRequest(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json' }, agent: false },
        (incoming) => {
          let body = '';
          incoming.on('data', (chunk) => (body += chunk));
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body, sent }));
        },
      );
      outgoing.on('error', (error) => (sent > 0 ? undefined : reject(error)));
      let answered = false;
      outgoing.once('response', () => (answered = true));
      const chunk = Buffer.alloc(64 * 1024, 'x');
      // 64 KB every 5 ms up to 50 MB, until the answer comes: a server that buffers before
      // answering (Next.js reads up to 10 MB) lets megabytes through first.
      const pump = () => {
        if (answered || outgoing.destroyed) return;
        if (sent >= 50 * 1024 * 1024) return void outgoing.end();
        sent += chunk.length;
        outgoing.write(chunk);
        setTimeout(pump, 5);
      };
      outgoing.write('{"firstName":"');
      pump();
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' });
    expect(sent).toBeLessThan(4 * 1024 * 1024);
  });
});

test.describe('content security policy', () => {
  test('404 pages of static paths carry a CSP too, and pages keep their nonce policy', async ({
    request,
  }) => {
    for (const path of ['/favicon.ico', '/images/zz', '/_next/static/nope.js', '/fonts/x.woff2']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'none'");
    }
    const page = await request.get('/services');
    expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  });
});

test('/register never hands a path that leaves the site to the sign-in form', async ({
  request,
}) => {
  for (const next of [
    '/.//evil.example/phish',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
  ]) {
    const html = await (await request.get(`/register?next=${encodeURIComponent(next)}`)).text();
    // What the form would follow after sign-in: a string starting with two slashes.
    expect(html, next).not.toMatch(/"\/\/evil\.example/);
    expect(html, next).toMatch(/\\?"next\\?":\\?"\/\\?"/);
  }
});

test('after a logout the account signs in again as usual', async ({ request }) => {
  const { account, token } = await signUp(request);
  await request.post('/api/users/logout', { headers: bearer(token) });
  const again = await request.post('/api/users/login', {
    data: { email: account.email, password: PASSWORD },
  });
  expect(again.status()).toBe(200);
});

test.describe('requests no page or API can mean get a clear 4xx, never a 500', () => {
  /** A raw request, as a client that is not a browser can send it (fetch refuses TRACE). */
  const raw = (baseURL: string, method: string, path: string, headers = {}, body?: string) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(new URL(path, baseURL), { method, headers }, (incoming) => {
        let text = '';
        incoming.on('data', (chunk) => (text += chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            type: String(incoming.headers['content-type']),
            body: text,
          }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  test('TRACE and other unknown methods are 405 JSON with Allow', async ({ baseURL }) => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const answer = await raw(baseURL!, method, '/');
      expect(answer.status, method).toBe(405);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'METHOD_NOT_ALLOWED' });
    }
  });

  test('a form or API post from another site is a 403 JSON, from this site it goes through', async ({
    baseURL,
  }) => {
    for (const [path, headers] of [
      ['/contact-us', { origin: 'https://evil.example' }],
      ['/contact-us', { origin: 'null' }],
      ['/api/enquiries', { 'sec-fetch-site': 'cross-site' }],
      ['/api/users/login', { origin: 'https://evil.example' }],
    ] as const) {
      const answer = await raw(
        baseURL!,
        'POST',
        path,
        { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        'name=x',
      );
      expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({
        success: false,
        error: 'CROSS_SITE_REQUEST',
      });
    }
    const own = await raw(
      baseURL!,
      'POST',
      '/api/users/login',
      { origin: new URL(baseURL!).origin, 'content-type': 'application/json' },
      JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
    );
    expect(own.status).toBe(401);
  });

  test('an image address that is not an address is a 400', async ({ baseURL }) => {
    for (const url of ['/%5Cx', '/\\x', '/%']) {
      const answer = await raw(baseURL!, 'GET', `/_next/image?url=${url}&w=64&q=75`);
      expect(answer.status, url).toBe(400);
    }
  });

  test('a hand-made server-action call gets a 4xx or the form’s own message, never a 500', async ({
    baseURL,
  }) => {
    const html = await (await fetch(new URL('/contact-us', baseURL))).text();
    // The form's action reference, as React writes it into the page for browsers without JavaScript.
    const id = html.match(/&quot;id&quot;:&quot;([0-9a-f]+)&quot;/)?.[1];
    expect(id, 'the contact form carries its action id').toBeDefined();
    const call = (body: string) =>
      raw(
        baseURL!,
        'POST',
        '/contact-us',
        {
          'next-action': id!,
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
        },
        body,
      );
    // Arguments of the wrong kind reach the action, which reads only a form.
    const wrongKind = await call(JSON.stringify([{}, 'not a form']));
    expect(wrongKind.status).toBe(200);
    expect(wrongKind.body).toContain('The form could not be read');
    // A body that cannot be decoded at all.
    const garbage = await call('{{{ not the action protocol');
    expect(garbage.status).toBeGreaterThanOrEqual(400);
    expect(garbage.status).toBeLessThan(500);
  });
});
