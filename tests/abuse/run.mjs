// `npm run test:abuse` (also run by `npm test`): the abuse suite. It starts the production
// server and sends seeded, malformed bodies to each of signup, sign-in, profile update, password
// change and /api/graphql: ABUSE_PER_CLASS (default 40) of every class of malformed body that
// tests/abuse/bodies.mjs names for the endpoint (7 to 13 classes each). Then it replays every
// probe of the security reviews (the third's in tests/abuse/round-three.mjs). Meanwhile a small request goes out every 100 ms on its own
// connection. It checks: no 5xx, JSON on every API answer, each probe's expected answer,
// and every small request answered within 1 s (the site never blocks other clients). Counts go
// to test-results/summary/abuse.json, which scripts/test.mjs adds to its tally. A longer run
// for a change to the request handling: ABUSE_PER_CLASS=2000 npm run test:abuse.
//
// The server trusts X-Forwarded-For here (TRUST_PROXY=true) and each generated request
// claims its own address, so the real rate limits stay on (the probes check them) without
// a 429 hiding what the generator would otherwise reach.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { buildIfStale, root, hostEntry } from '../../scripts/lib/build.mjs';
import { bodyGenerators } from './bodies.mjs';
import { roundThreeProbes } from './round-three.mjs';

const PER_CLASS = Number(process.env.ABUSE_PER_CLASS ?? 40);
const SEED = Number(process.env.ABUSE_SEED ?? 20_260_110);
const CONCURRENCY = 8;
const SMALL_REQUEST_LIMIT_MS = 1000;
const PORTS = [3131, 3132, 3133, 3134, 3135];
const AUTH_SECRET = 'abuse-suite-secret-abuse-suite-secret-0001';
const REVALIDATE_SECRET = 'abuse-suite-revalidate-secret';
const PASSWORD = 'tender2030plan';
// The forms' minimum fill time on this server (the real one is 3 s): the probes send forms.
const MIN_FILL_MS = 200;

const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? '  ✓' : '  ✘'} ${name}${detail ? ` — ${detail}` : ''}`);
}

// ---------------------------------------------------------------- server
buildIfStale();
const dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-abuse-'));
const port = await firstFreePort(PORTS);
const base = `http://127.0.0.1:${port}`;
let serverOutput = '';
const server = spawn(process.execPath, [hostEntry], {
  cwd: root,
  env: {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    SITE_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    AUTH_SECRET,
    REVALIDATE_SECRET,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
    ENQUIRY_MIN_FILL_MS: String(MIN_FILL_MS),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk) => (serverOutput += chunk));
server.stderr.on('data', (chunk) => (serverOutput += chunk));
const started = Date.now();
try {
  await waitUntilUp();
  console.log(`Abuse suite against ${base} (seed ${SEED}, ${PER_CLASS} bodies per class)`);
  await main();
} catch (error) {
  check('the suite ran to the end', false, String(error?.stack ?? error));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) =>
    server.exitCode === null ? server.once('exit', resolve) : resolve(),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
report();

// ---------------------------------------------------------------- the run
async function main() {
  const generator = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const owner = await signUp(freshAddress());
  const bodies = bodyGenerators(fc);
  const targets = [
    { name: 'signup', method: 'POST', path: '/api/users/signup', bodies: bodies.signup },
    { name: 'sign-in', method: 'POST', path: '/api/users/login', bodies: bodies.login },
    {
      name: 'profile update',
      method: 'PUT',
      path: '/api/users/profile',
      bodies: bodies.profile,
      token: owner.token,
    },
    {
      name: 'password change',
      method: 'PUT',
      path: '/api/users/password',
      bodies: bodies.password,
      token: owner.token,
    },
    { name: 'graphql', method: 'POST', path: '/api/graphql', bodies: bodies.graphql },
  ];

  const small = watchSmallRequests();
  const totals = { sent: 0, serverErrors: 0, nonJson: 0, limited: 0 };
  for (const [index, target] of targets.entries()) {
    // Every class of the endpoint, each sampled with its own seed.
    const classes = Object.values(target.bodies);
    const samples = classes.flatMap((bodies, classIndex) =>
      fc.sample(bodies, { seed: SEED + index * 100 + classIndex, numRuns: PER_CLASS }),
    );
    const counts = { sent: 0, serverErrors: 0, nonJson: 0, limited: 0, examples: [] };
    const began = Date.now();
    await pool(samples, CONCURRENCY, async ({ body, contentType }) => {
      const answer = await send(target.method, target.path, {
        agent: generator,
        body,
        headers: {
          'content-type': contentType,
          'x-forwarded-for': freshAddress(),
          ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
        },
      });
      counts.sent += 1;
      if (answer.status >= 500) {
        counts.serverErrors += 1;
        if (counts.examples.length < 3)
          counts.examples.push(`${answer.status} for ${String(body).slice(0, 120)}`);
      }
      if (answer.status === 429) counts.limited += 1;
      if (!answer.json) counts.nonJson += 1;
    });
    const seconds = ((Date.now() - began) / 1000).toFixed(1);
    check(
      `${target.name}: ${counts.sent} malformed bodies of ${classes.length} classes, no 5xx`,
      counts.serverErrors === 0 && counts.sent === samples.length,
      `${seconds} s${counts.examples.length ? `; e.g. ${counts.examples.join(' | ')}` : ''}`,
    );
    check(
      `${target.name}: every answer is JSON`,
      counts.nonJson === 0,
      `${counts.nonJson} were not`,
    );
    for (const key of Object.keys(totals)) totals[key] += counts[key];
  }

  const probes = await runProbes(owner);
  const { slowestMs, count } = await small.stop();
  check(
    `a small concurrent request was answered within ${SMALL_REQUEST_LIMIT_MS} ms throughout`,
    slowestMs < SMALL_REQUEST_LIMIT_MS,
    `${count} requests, slowest ${slowestMs} ms`,
  );
  generator.destroy();

  const summary = {
    seed: SEED,
    bodiesPerClass: PER_CLASS,
    requestsSent: totals.sent + probes,
    generated: totals.sent,
    probeRequests: probes,
    serverErrors: totals.serverErrors,
    nonJsonAnswers: totals.nonJson,
    rateLimitedGenerated: totals.limited,
    smallRequests: count,
    slowestSmallRequestMs: slowestMs,
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };
  console.log(JSON.stringify(summary, null, 2));
  writeFileSync(
    path.join(resultsDir(), 'abuse-figures.json'),
    JSON.stringify(summary, null, 2) + '\n',
  );
}

// ---------------------------------------------------------------- probes from the review
async function runProbes(owner) {
  let requests = 0;
  const call = async (method, route, options = {}) => {
    requests += 1;
    return send(method, route, { agent: false, ...options });
  };
  const json = (data, headers = {}) => ({
    body: JSON.stringify(data),
    headers: { 'content-type': 'application/json', ...headers },
  });
  const login = (address, email, password) =>
    call('POST', '/api/users/login', json({ email, password }, { 'x-forwarded-for': address }));

  // 1. The 2^n fragment bomb.
  const bomb = `{ ...F0 } ${Array.from({ length: 24 }, (_, i) => `fragment F${i} on RootQuery { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F24 on RootQuery { __typename }`;
  const bombStart = Date.now();
  const bombAnswer = await call('POST', '/api/graphql', json({ query: bomb }));
  check(
    '1 fragment bomb (n = 24) is refused with 400',
    bombAnswer.status === 400,
    `${Date.now() - bombStart} ms`,
  );

  // 2. Many failed sign-ins from one client do not lock out a bystander (or their password change).
  const attacker = freshAddress();
  for (let n = 0; n < 41; n += 1)
    await login(attacker, `guess.${randomUUID()}@example.com`, 'wrong-password-1');
  const bystander = freshAddress();
  const bystanderLogin = await login(bystander, owner.email, PASSWORD);
  const bystanderChange = await call('PUT', '/api/users/password', {
    ...json(
      { currentPassword: PASSWORD, newPassword: 'new-tender-2031' },
      { authorization: `Bearer ${owner.token}`, 'x-forwarded-for': bystander },
    ),
  });
  check(
    '2 after 41 failures elsewhere, a bystander signs in and changes a password',
    bystanderLogin.status === 200 && bystanderChange.status === 200,
    `${bystanderLogin.status}, ${bystanderChange.status}`,
  );
  const ownerToken = bystanderChange.json?.data?.token;
  const ownerPassword = 'new-tender-2031';

  // 3. Response amplification.
  const aliases = Array.from({ length: 395 }, (_, i) => `c${i}: content`).join(' ');
  const amplified = await call(
    'POST',
    '/api/graphql',
    json({ query: `{ posts(first: 100) { nodes { ${aliases} } } }` }),
  );
  check(
    '3 395 aliased contents of 100 posts are refused',
    amplified.status === 400 && amplified.text.length < 1000,
  );

  // 4. Open redirect after sign-in.
  const redirects = [
    '/.//evil.example/phish',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
  ];
  let leaked = 0;
  for (const next of redirects) {
    const page = await call('GET', `/register?next=${encodeURIComponent(next)}`);
    if (/"\/\/evil\.example/.test(page.text)) leaked += 1;
  }
  check(
    '4 /register never offers a next path that leaves the site',
    leaked === 0,
    `${leaked} leaked`,
  );

  // 5. Per-account lockout cannot be turned against the owner.
  const target = await signUp(freshAddress());
  const guesser = freshAddress();
  for (let n = 0; n < 6; n += 1) await login(guesser, target.email, 'wrong-password-1');
  const guesserAgain = await login(guesser, target.email, PASSWORD);
  const ownerElsewhere = await login(freshAddress(), target.email, PASSWORD);
  check(
    '5 after 6 failures from one address that address waits, the owner elsewhere signs in',
    guesserAgain.status === 429 && ownerElsewhere.status === 200,
    `${guesserAgain.status}, ${ownerElsewhere.status}`,
  );

  // 6. Signup flood from one address.
  const flooder = freshAddress();
  const signups = [];
  for (let n = 0; n < 11; n += 1)
    signups.push(
      (await call('POST', '/api/users/signup', json(newAccount(), { 'x-forwarded-for': flooder })))
        .status,
    );
  check(
    '6 the 11th signup from one address within the hour gets 429',
    signups.slice(0, 10).every((s) => s === 201) && signups[10] === 429,
    signups.join(' '),
  );

  // 7. The WordPress pass-through is probed in tests/api/graphql-passthrough.spec.ts (it needs a misbehaving upstream).

  // 8. Logout ends the session.
  const session = await signUp(freshAddress());
  const logout = await call('POST', '/api/users/logout', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const afterLogout = await call('GET', '/api/users/profile', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  check(
    '8 a token copied before logout is refused after it',
    logout.status === 200 && afterLogout.status === 401,
  );

  // 9. Database files are the server's alone.
  const open = process.env.DATABASE_URL ? [] : filesOpenToOthers(path.join(dataDir, 'pglite'));
  check(
    '9 no database file or directory is readable by others',
    open.length === 0,
    open.slice(0, 3).join(', '),
  );

  // 10. Rotating addresses within one IPv6 /64.
  const prefix = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
  const rotated = [];
  for (let n = 0; n < 51; n += 1)
    rotated.push(
      (
        await login(
          `${prefix}:${randomUUID().slice(0, 4)}::${n + 1}`,
          `guess.${randomUUID()}@example.com`,
          'wrong-password-1',
        )
      ).status,
    );
  check(
    '10 51 failures from 51 addresses of one /64 end in 429',
    rotated.at(-1) === 429,
    `${rotated.filter((s) => s === 401).length} × 401`,
  );

  // 11. A 50 MB chunked upload.
  requests += 1;
  const upload = await chunkedUpload('/api/users/signup', 50 * 1024 * 1024);
  check(
    '11 a 50 MB chunked upload is refused within its first 4 MB',
    upload.status === 413 && upload.sent < 4 * 1024 * 1024,
    `${upload.status} after ${Math.round(upload.sent / 1024)} KB`,
  );

  // 12. A correctly signed token without exp.
  const now = Math.floor(Date.now() / 1000);
  const noExp = await new SignJWT({ ver: 1 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(target.user.id)
    .setIssuer('wasla-website')
    .setAudience('wasla-account-api')
    .setIssuedAt(now)
    .sign(new TextEncoder().encode(AUTH_SECRET));
  const noExpAnswer = await call('GET', '/api/users/profile', {
    headers: { authorization: `Bearer ${noExp}` },
  });
  check('12 a signed token without exp is refused', noExpAnswer.status === 401);

  // 13. CSP on 404s of static paths.
  const csp = [];
  for (const route of ['/favicon.ico', '/images/zz'])
    csp.push((await call('GET', route)).headers['content-security-policy'] ?? '');
  check(
    '13 404s of /favicon.ico and /images/zz carry a CSP',
    csp.every((policy) => policy.includes("default-src 'none'")),
  );

  // 14–15. The log: security events with pseudonyms, never an email.
  const events = serverOutput.split('\n').filter((line) => line.includes('"securityEvent"'));
  check('14 the log holds no email address', !/[\w.+-]+@example\.com/.test(serverOutput));
  check(
    '15 failed sign-ins, limits, logout and password change are logged as security events',
    ['login_failed', 'rate_limited', 'logout', 'password_changed'].every((name) =>
      events.some((line) => line.includes(`"${name}"`)),
    ),
    `${events.length} events`,
  );

  // 16. AUTH_SECRET for an https site is checked at start: tests/api/configuration.spec.ts.

  // 17. Hidden characters in names; NFC/NFD passwords.
  const bidi = await call(
    'POST',
    '/api/users/signup',
    json(newAccount({ firstName: 'Adm\u202Enimda' }), { 'x-forwarded-for': freshAddress() }),
  );
  const nfcAccount = await signUp(freshAddress(), { password: 'caf\u00e9-tender-2030' });
  const nfd = await login(freshAddress(), nfcAccount.email, 'cafe\u0301-tender-2030');
  check(
    '17 a bidi override in a name is refused; an NFD password signs in to an NFC account',
    bidi.status === 400 && nfd.status === 200,
    `${bidi.status}, ${nfd.status}`,
  );

  // 18. Introspection, deletion without the password, revalidation guesses.
  const introspection = await call(
    'POST',
    '/api/graphql',
    json({ query: '{ __schema { types { name } } }' }),
  );
  const deletion = await call(
    'DELETE',
    '/api/users/profile',
    json({}, { authorization: `Bearer ${ownerToken}` }),
  );
  const guessingHost = freshAddress();
  const revalidations = [];
  for (let n = 0; n < 11; n += 1)
    revalidations.push(
      (
        await call('POST', '/api/revalidate', {
          headers: {
            'x-revalidate-secret': `guess-${n}-guess-guess`,
            'x-forwarded-for': guessingHost,
          },
        })
      ).status,
    );
  const deleted = await call(
    'DELETE',
    '/api/users/profile',
    json({ currentPassword: ownerPassword }, { authorization: `Bearer ${ownerToken}` }),
  );
  check(
    '18 introspection refused; deletion needs the password; the 11th wrong revalidation secret gets 429',
    introspection.status === 400 &&
      deletion.status === 400 &&
      deleted.status === 200 &&
      revalidations.at(-1) === 429,
    `${introspection.status}, ${deletion.status} then ${deleted.status}, ${revalidations.join(' ')}`,
  );

  // 19–26: the third review's findings (tests/abuse/round-three.mjs).
  await roundThreeProbes({
    call,
    check,
    serverLog: () => serverOutput,
    freshAddress,
    minFillMs: MIN_FILL_MS,
  });
  return requests;
}

// ---------------------------------------------------------------- helpers
function send(method, route, { agent, body, headers = {} }) {
  // Node sends a DELETE body with neither Content-Length nor chunking unless told its length.
  if (body !== undefined)
    headers = { 'content-length': String(Buffer.byteLength(body)), ...headers };
  return new Promise((resolve) => {
    const outgoing = httpRequest(`${base}${route}`, { method, agent, headers }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json;
        if (String(incoming.headers['content-type']).startsWith('application/json')) {
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
        }
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json });
      });
    });
    // A refused connection is no HTTP answer: counted as a failure (status 0, not JSON).
    outgoing.on('error', (error) =>
      resolve({ status: 0, headers: {}, text: String(error), json: undefined }),
    );
    outgoing.end(body);
  });
}

/** Sends `total` bytes of a chunked body as fast as the server reads; returns its answer and how much went out. */
function chunkedUpload(route, total) {
  return new Promise((resolve) => {
    let sent = 0;
    const outgoing = httpRequest(
      `${base}${route}`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, sent }));
      },
    );
    outgoing.on('error', () => resolve({ status: 0, sent }));
    let answered = false;
    outgoing.once('response', () => (answered = true));
    const chunk = Buffer.alloc(64 * 1024, 'x');
    // Paced (64 KB every 5 ms), so how much went out before the answer shows how much was read.
    const pump = () => {
      if (answered || outgoing.destroyed) return;
      if (sent >= total) return void outgoing.end();
      sent += chunk.length;
      outgoing.write(chunk);
      setTimeout(pump, 5);
    };
    outgoing.write('{"firstName":"');
    pump();
  });
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool(items, limit, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** A small request every 100 ms on its own connection; resolves with the slowest once stopped. */
function watchSmallRequests() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let slowestMs = 0;
  let count = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const began = performance.now();
      const answer = await send('GET', '/api/build-id', { agent });
      const took = Math.round(performance.now() - began);
      count += 1;
      slowestMs = Math.max(slowestMs, answer.status === 200 ? took : Infinity);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      agent.destroy();
      return { slowestMs, count };
    },
  };
}

async function signUp(address, overrides = {}) {
  const account = newAccount(overrides);
  const answer = await send('POST', '/api/users/signup', {
    agent: false,
    body: JSON.stringify(account),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
  });
  if (answer.status !== 201) throw new Error(`signup failed: ${answer.status} ${answer.text}`);
  return { ...account, token: answer.json.data.token, user: answer.json.data.user };
}

function newAccount(overrides = {}) {
  return {
    firstName: 'Nora',
    lastName: 'Al-Harbi',
    email: `abuse.${randomUUID()}@example.com`,
    password: PASSWORD,
    ...overrides,
  };
}

/** A made-up client address (each in its own /64), as a trusted proxy would report it. */
function freshAddress() {
  const group = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${group()}:${group()}::${group()}`;
}

function filesOpenToOthers(directory) {
  const found = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const inner = path.join(directory, entry.name);
    if ((statSync(inner).mode & 0o077) !== 0) found.push(inner);
    if (entry.isDirectory()) found.push(...filesOpenToOthers(inner));
  }
  return found;
}

async function firstFreePort(ports) {
  for (const candidate of ports) {
    const free = await new Promise((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
  throw new Error(`No free port among ${ports.join(', ')}`);
}

async function waitUntilUp() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${serverOutput}`);
    const up = await fetch(`${base}/api/build-id`).then(
      (r) => r.ok,
      () => false,
    );
    if (up && serverOutput.includes('Ready')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not start within 120 s:\n${serverOutput}`);
}

function resultsDir() {
  const directory = path.join(root, 'test-results', 'summary');
  mkdirSync(directory, { recursive: true });
  return directory;
}

function report() {
  const passed = checks.filter((entry) => entry.ok).length;
  const failed = checks.length - passed;
  writeFileSync(
    path.join(resultsDir(), 'abuse.json'),
    JSON.stringify({ passed, failed, checks }, null, 2) + '\n',
  );
  console.log(
    `\nAbuse suite: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  process.exit(failed ? 1 : 0);
}
