// A production-shaped stack on 127.0.0.1, from Debian's packages: a throwaway PostgreSQL
// cluster and a Redis under the stack directory, N instances of the current build
// (host/main.mjs, TRUST_PROXY=true), and nginx with a self-signed certificate in front,
// configured by the shipped deploy/nginx template. Each process id goes to
// `<dir>/<name>.pid`; stopStack stops exactly those processes.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { renderSiteConfig } from '../../deploy/nginx/render.mjs';
import { root, hostEntry } from '../lib/build.mjs';

// The stack tests wait this long for nginx to take back a restarted instance.
export { INSTANCE_FAIL_TIMEOUT_S } from '../../deploy/nginx/render.mjs';

/**
 * @typedef {{ name: string, url: string, port: number }} Instance
 * @typedef {object} Stack
 * @property {string} dir
 * @property {string} httpUrl
 * @property {string} httpsUrl
 * @property {Instance[]} instances
 * @property {string} databaseUrl
 * @property {string} redisUrl
 * @property {string} revalidateSecret
 * @typedef {(line: string) => void} Log
 */

export const defaultStackDir = path.join(root, '.stack');
export const MAX_INSTANCES = 8;
/**
 * The stack's ports, all bound to 127.0.0.1: nginx 8080 and 8443, PostgreSQL 5499, Redis 6399,
 * instances from 3161. STACK_PORT_BASE moves them all (nginx HTTP on the base, HTTPS on base + 1,
 * PostgreSQL + 2, Redis + 3, instances from + 10), so two checkouts can each run a stack at once.
 */
export const stackPorts = portsFrom(process.env.STACK_PORT_BASE);

/** @param {string | undefined} base */
function portsFrom(base) {
  if (base === undefined || base === '')
    return { http: 8080, https: 8443, postgres: 5499, redis: 6399, instance: 3161 };
  const first = Number(base);
  const last = 65535 - 10 - MAX_INSTANCES;
  if (!/^\d+$/.test(base) || first < 1024 || first > last)
    throw new Error(`STACK_PORT_BASE must be a port number from 1024 to ${last}, not "${base}".`);
  return {
    http: first,
    https: first + 1,
    postgres: first + 2,
    redis: first + 3,
    instance: first + 10,
  };
}
const HOST = '127.0.0.1';
const isRoot = process.getuid?.() === 0;
// What the stack runs, and how each is stopped gracefully: instances first, so they drain
// while nginx, Redis and PostgreSQL are still there.
const stopOrder = [/^instance-\d+$/, /^nginx$/, /^redis$/, /^postgres$/];
/** @type {Record<string, NodeJS.Signals | undefined>} */
const stopSignal = { nginx: 'SIGQUIT', postgres: 'SIGINT', redis: 'SIGTERM' };
/** @type {Record<string, string | undefined>} */
const expectedCommand = { nginx: 'nginx', redis: 'redis-server', postgres: 'postgres' };

/**
 * Processes this process started, so tests can await an instance's exit code.
 * @type {Map<string, import('node:child_process').ChildProcess>}
 */
const children = new Map();

// ---------------------------------------------------------------------------------------
// Debian packages

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const version = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  return version && path.join(base, version, 'bin');
}

/** @param {string} command */
const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/**
 * Debian packages the stack needs that this machine lacks.
 * @returns {string[]}
 */
export function missingPackages() {
  return [
    onPath('nginx') || existsSync('/usr/sbin/nginx') ? [] : ['nginx'],
    onPath('redis-server') ? [] : ['redis-server'],
    postgresBin() ? [] : ['postgresql'],
    onPath('openssl') ? [] : ['openssl'],
  ].flat();
}

/**
 * Installs what is missing with apt-get when running as root on Debian; otherwise explains.
 * @param {Log} [log]
 */
export function ensurePackages(log = console.log) {
  const missing = missingPackages();
  if (!missing.length) return;
  if (!isRoot || !existsSync('/etc/debian_version')) {
    throw new Error(
      `The stack needs Debian's ${missing.join(', ')}. Install them, then run it again:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  log(`Installing ${missing.join(', ')} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0)
      throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

// ---------------------------------------------------------------------------------------
// Processes and pid files

/**
 * @param {string} dir
 * @param {string} name
 */
const pidFile = (dir, name) => path.join(dir, `${name}.pid`);

/**
 * @param {string} dir
 * @param {string} name
 * @returns {number | undefined}
 */
export function readPid(dir, name) {
  try {
    const pid = Number.parseInt(readFileSync(pidFile(dir, name), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
  // A zombie has ended; only its parent has not collected it yet.
  const stat = `/proc/${pid}/stat`;
  return !existsSync(stat) || !/\) Z /.test(readFileSync(stat, 'utf8'));
}

/**
 * True when `pid` still runs the program the pid file says (a reused pid is left alone).
 * @param {number} pid
 * @param {string} name
 */
function runs(pid, name) {
  if (!alive(pid)) return false;
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync(cmdline)) return true;
  const command = readFileSync(cmdline, 'utf8').replaceAll('\0', ' ');
  return name.startsWith('instance-')
    ? command.includes(hostEntry)
    : command.includes(expectedCommand[name] ?? name);
}

/**
 * Names of the stack's processes that are running, from their pid files.
 * @param {string} [dir]
 */
export function runningProcesses(dir = defaultStackDir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.pid'))
    .map((file) => file.slice(0, -'.pid'.length))
    .filter((name) => {
      const pid = readPid(dir, name);
      return pid !== undefined && runs(pid, name);
    });
}

/**
 * @param {number} pid
 * @param {number} timeoutMs
 */
async function waitForExit(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/**
 * Stops one of the stack's processes with its graceful signal (or `signal`), waits for it to
 * end (SIGKILL after 20 s) and removes its pid file. Resolves with the exit code when this
 * process started it, else null.
 * @param {string} dir
 * @param {string} name
 * @param {NodeJS.Signals} [signal]
 * @returns {Promise<number | string | null>}
 */
export async function stopProcess(dir, name, signal) {
  const pid = readPid(dir, name);
  rmSync(pidFile(dir, name), { force: true });
  if (pid === undefined || !runs(pid, name)) return null;
  const child = children.get(name);
  const ours = child?.pid === pid && child.exitCode === null;
  // Held by the event loop again until its exit is reported (launch let go of it).
  if (ours) child.ref();
  const exited = ours
    ? new Promise((resolve) => child.once('exit', (code, sig) => resolve(code ?? sig)))
    : null;
  process.kill(pid, signal ?? stopSignal[name] ?? 'SIGTERM');
  if (!(await waitForExit(pid, 20_000))) {
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  }
  return exited ? await exited : null;
}

/**
 * Stops every process of the stack whose pid file is in `dir`, in a safe order.
 * @param {string} [dir]
 * @param {Log} [log]
 */
export async function stopStack(dir = defaultStackDir, log = console.log) {
  if (!existsSync(dir)) return;
  const names = readdirSync(dir)
    .filter((file) => file.endsWith('.pid'))
    .map((file) => file.slice(0, -'.pid'.length));
  for (const pattern of stopOrder) {
    const group = names.filter((name) => pattern.test(name));
    await Promise.all(
      group.map(async (name) => {
        await stopProcess(dir, name);
        log(`stopped ${name}`);
      }),
    );
  }
  // The throwaway cluster, when it lives outside the stack directory (see postgresDir).
  if (names.includes('postgres') && isRoot)
    rmSync(postgresDir(dir), { recursive: true, force: true });
}

/**
 * Starts a long-running program detached from this process, its output in `<dir>/logs`.
 * @param {string} dir
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
function launch(dir, name, command, args, options = {}) {
  const logPath = path.join(dir, 'logs', `${name}.log`);
  const output = openSync(logPath, 'a');
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', output, output],
    ...options,
  });
  closeSync(output);
  child.unref();
  children.set(name, child);
  writeFileSync(pidFile(dir, name), `${child.pid}\n`);
  return { child, logPath };
}

/** @param {string} [logPath] */
const logTail = (logPath) =>
  logPath && existsSync(logPath)
    ? readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n')
    : '';

/**
 * @param {string} what
 * @param {() => Promise<boolean>} check
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess, logPath?: string }} [options]
 */
async function waitFor(what, check, { timeoutMs = 60_000, child, logPath } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${what} exited with ${child.exitCode}:\n${logTail(logPath)}`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(
    `${what} did not become ready within ${timeoutMs / 1000} s:\n${logTail(logPath)}`,
  );
}

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portFree(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

// ---------------------------------------------------------------------------------------
// The parts

/**
 * Runs a PostgreSQL tool as the `postgres` OS user when root (PostgreSQL refuses root).
 * @param {string} command
 * @param {string[]} args
 */
function asPostgres(command, args) {
  // From '/': the `postgres` user may not enter the checkout (a home directory, `mktemp -d`), and
  // initdb then fails ("could not change directory … Permission denied").
  const options = /** @type {const} */ ({ encoding: 'utf8', cwd: '/' });
  const run = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], options)
    : spawnSync(command, args, options);
  if (run.status !== 0)
    throw new Error(`${path.basename(command)} failed:\n${run.stdout}${run.stderr}`);
}

/**
 * Where the stack's PostgreSQL cluster lives: under the stack directory, or, as root (the
 * cluster then belongs to the `postgres` user, who may not reach the stack directory), in a
 * directory of the system's temporary folder named after it, so a restart finds it again.
 * @param {string} dir
 */
function postgresDir(dir) {
  if (!isRoot) return path.join(dir, 'pg');
  const name = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `wasla-stack-pg-${name}`);
}

/** @param {string} target */
function giveToPostgres(target) {
  if (!isRoot) return;
  /** @param {string} flag */
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
  chownSync(target, id('-u'), id('-g'));
}

/**
 * @param {string} dir
 * @param {string} password
 */
async function startPostgres(dir, password) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const pgDir = postgresDir(dir);
  const dataDir = path.join(pgDir, 'data');
  // Throwaway: a fresh cluster on every start.
  rmSync(pgDir, { recursive: true, force: true });
  mkdirSync(pgDir, { recursive: true });
  giveToPostgres(pgDir);
  const passwordFile = path.join(pgDir, 'password');
  writeFileSync(passwordFile, password, { mode: 0o600 });
  giveToPostgres(passwordFile);
  asPostgres(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'wasla',
    `--pwfile=${passwordFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--no-instructions',
  ]);
  rmSync(passwordFile);
  runPostgres(dir);
  const server = `postgres://wasla:${password}@${HOST}:${stackPorts.postgres}`;
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  await client.query('create database wasla');
  await client.end();
  return `${server}/wasla`;
}

/**
 * Starts the stack's PostgreSQL on its existing cluster and records its pid.
 * @param {string} dir
 */
function runPostgres(dir) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const pgDir = postgresDir(dir);
  const dataDir = path.join(pgDir, 'data');
  const settings = `-c listen_addresses=${HOST} -c port=${stackPorts.postgres} -c unix_socket_directories='${pgDir}'`;
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(pgDir, 'postgres.log'),
    '-o',
    settings,
    '-w',
    '-t',
    '60',
    'start',
  ]);
  const pid = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
  writeFileSync(pidFile(dir, 'postgres'), `${pid}\n`);
}

/**
 * Starts PostgreSQL again after it stopped (tests kill it), on the same cluster: what it
 * had committed is still there. A killed postmaster's backends exit once they notice, and
 * until then PostgreSQL refuses to start on their shared memory: it is tried again.
 * @param {string} dir
 */
export async function restartPostgres(dir) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return runPostgres(dir);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(500);
    }
  }
}

/**
 * @param {string} dir
 * @param {string} password
 */
async function startRedis(dir, password) {
  const redisDir = path.join(dir, 'redis');
  mkdirSync(redisDir, { recursive: true });
  const { child, logPath } = launch(dir, 'redis', 'redis-server', [
    '--bind',
    HOST,
    '--port',
    String(stackPorts.redis),
    '--requirepass',
    password,
    // Bounded: past it, Redis evicts the least recently used of the keys that expire (cached
    // pages and data, rate-limit windows), never the tag states and generations that say what
    // is stale.
    '--maxmemory',
    '256mb',
    '--maxmemory-policy',
    'volatile-lru',
    '--dir',
    redisDir,
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  /** @returns {Promise<boolean>} */
  const ping = () =>
    new Promise((resolve) => {
      const socket = createConnection({ host: HOST, port: stackPorts.redis });
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
        if (answer.includes('PONG')) {
          socket.destroy();
          resolve(true);
        }
      });
      socket.on('error', () => resolve(false));
      socket.write(`AUTH ${password}\r\nPING\r\n`);
    });
  await waitFor('Redis', ping, { child, logPath, timeoutMs: 20_000 });
  return `redis://:${password}@${HOST}:${stackPorts.redis}`;
}

/**
 * Starts Redis again after it stopped, with the stack's saved password (tests kill it).
 * @param {string} dir
 */
export async function restartRedis(dir) {
  const state = JSON.parse(readFileSync(path.join(dir, 'stack.json'), 'utf8'));
  await startRedis(dir, new URL(state.instanceEnv.REDIS_URL).password);
}

/** @param {number} index */
function instancePort(index) {
  return stackPorts.instance + index - 1;
}

/**
 * Starts instance `index` (1-based) with the stack's saved settings; waits until it is ready.
 * @param {string} dir
 * @param {number} index
 * @returns {Promise<Instance>}
 */
export async function startInstance(dir, index) {
  const state = JSON.parse(readFileSync(path.join(dir, 'stack.json'), 'utf8'));
  const name = `instance-${index}`;
  const port = instancePort(index);
  const { child, logPath } = launch(dir, name, process.execPath, [hostEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: HOST,
      ...state.instanceEnv,
    },
  });
  const url = `http://${HOST}:${port}`;
  await waitFor(
    name,
    async () => (await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(3_000) })).ok,
    { child, logPath },
  );
  return { name, url, port };
}

/** @param {string} nginxDir */
function selfSignedCertificate(nginxDir) {
  const certificate = path.join(nginxDir, 'localhost.crt');
  const certificateKey = path.join(nginxDir, 'localhost.key');
  const run = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      `subjectAltName=DNS:localhost,IP:${HOST}`,
      '-keyout',
      certificateKey,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`openssl failed:\n${run.stderr}`);
  return { certificate, certificateKey };
}

/**
 * @param {string} dir
 * @param {string[]} upstreams
 * @param {string} extraLocations
 */
async function startNginx(dir, upstreams, extraLocations) {
  const nginxDir = path.join(dir, 'nginx');
  const tempDir = path.join(nginxDir, 'temp');
  mkdirSync(tempDir, { recursive: true });
  // As root, nginx's workers run as an unprivileged user that must own the temp files.
  const workerUser = isRoot ? 'www-data' : undefined;
  if (workerUser) spawnSync('chown', ['-R', `${workerUser}:`, tempDir]);
  const site = renderSiteConfig({
    serverName: 'localhost',
    upstreams,
    ...selfSignedCertificate(nginxDir),
    staticRoot: path.join(root, '.next', 'static'),
    listenAddress: HOST,
    httpPort: stackPorts.http,
    httpsPort: stackPorts.https,
    extraLocations,
  });
  writeFileSync(path.join(nginxDir, 'wasla.conf'), site);
  const modules = '/etc/nginx/modules-enabled';
  const config = [
    workerUser ? `user ${workerUser};` : '',
    'worker_processes auto;',
    `pid ${path.join(nginxDir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'logs', 'nginx-error.log')} warn;`,
    existsSync(modules) ? `include ${modules}/*.conf;` : '',
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    tcp_nopush on;',
    `    access_log ${path.join(dir, 'logs', 'nginx-access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${path.join(tempDir, kind)};`,
    ),
    `    include ${path.join(nginxDir, 'wasla.conf')};`,
    '}',
    '',
  ].join('\n');
  const configPath = path.join(nginxDir, 'nginx.conf');
  writeFileSync(configPath, config);
  const errorLog = path.join(dir, 'logs', 'nginx-error.log');
  // Debian's prefix stays: its module snippets name the modules relative to it.
  const args = ['-c', configPath, '-e', errorLog];
  const check = spawnSync('nginx', [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejects its configuration:\n${check.stderr}`);
  const { child, logPath } = launch(dir, 'nginx', 'nginx', [...args, '-g', 'daemon off;']);
  await waitFor('nginx', async () => !(await portFree(stackPorts.https)), { child, logPath });
}

/**
 * Starts the whole stack under `dir`. `env` is added to every instance's environment (the
 * caller's site configuration: a WordPress, secrets, mail; never the parts the stack runs, see
 * site-config.mjs's STACK_OWNED); `extraLocations` goes into nginx's
 * HTTPS server (the stack benchmark adds a static copy of a page).
 * @param {{ dir?: string, instances?: number, env?: Record<string, string>, extraLocations?: string, log?: Log }} [options]
 * @returns {Promise<Stack>}
 */
export async function startStack({
  dir = defaultStackDir,
  instances = 2,
  env = {},
  extraLocations = '',
  log = console.log,
} = {}) {
  if (!Number.isInteger(instances) || instances < 1 || instances > MAX_INSTANCES)
    throw new Error(`--instances must be a whole number from 1 to ${MAX_INSTANCES}.`);
  const running = runningProcesses(dir);
  if (running.length)
    throw new Error(
      `The stack in ${dir} is running (${running.join(', ')}): stop it first (npm run stack:stop).`,
    );
  ensurePackages(log);
  const ports = [
    stackPorts.http,
    stackPorts.https,
    stackPorts.postgres,
    stackPorts.redis,
    ...Array.from({ length: instances }, (_, n) => instancePort(n + 1)),
  ];
  /** @type {number[]} */
  const busy = [];
  for (const port of ports) if (!(await portFree(port))) busy.push(port);
  if (busy.length)
    throw new Error(`Port ${busy.join(', ')} on ${HOST} is in use; the stack needs it.`);

  // Each stack starts with fresh logs (and, below, a fresh database and Redis).
  rmSync(path.join(dir, 'logs'), { recursive: true, force: true });
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  try {
    const secret = () => randomBytes(24).toString('hex');
    log('Starting PostgreSQL…');
    const databaseUrl = await startPostgres(dir, secret());
    log('Starting Redis…');
    const redisUrl = await startRedis(dir, secret());
    // The caller's secrets when it has them (WordPress's webhook knows REVALIDATE_SECRET), the
    // stack's own parts whatever it has (see site-config.mjs).
    const instanceEnv = {
      AUTH_SECRET: secret(),
      REVALIDATE_SECRET: secret(),
      ...env,
      TRUST_PROXY: 'true',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SITE_URL: `https://localhost:${stackPorts.https}`,
    };
    writeFileSync(path.join(dir, 'stack.json'), JSON.stringify({ instanceEnv }, null, 2), {
      mode: 0o600,
    });
    log(`Starting ${instances} instance${instances > 1 ? 's' : ''}…`);
    const started = await Promise.all(
      Array.from({ length: instances }, (_, n) => startInstance(dir, n + 1)),
    );
    log('Starting nginx…');
    await startNginx(
      dir,
      started.map(({ port }) => `${HOST}:${port}`),
      extraLocations,
    );
    return {
      dir,
      httpUrl: `http://${HOST}:${stackPorts.http}`,
      httpsUrl: `https://${HOST}:${stackPorts.https}`,
      instances: started,
      databaseUrl,
      redisUrl,
      revalidateSecret: instanceEnv.REVALIDATE_SECRET,
    };
  } catch (error) {
    await stopStack(dir, () => {});
    throw error;
  }
}
