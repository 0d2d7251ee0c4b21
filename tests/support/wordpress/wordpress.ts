import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstFreePort } from '../../support/ports';
import { WordPressCli } from './cli';
import { runCommand, wordpressKitDir } from './kit';

/**
 * A real WordPress 7 + WPGraphQL for a test run, from the shared kit: a fresh install in its own
 * directory on its own port, with the categories the site lists. Started once per run (a few
 * seconds), shared by the workers through the environment (see `connectWordPress`), stopped with
 * the kit's down.sh, which stops exactly the processes up.sh started.
 */
export interface WordPress {
  kitDir: string;
  /** The install, database, logs and pids (WP_DIR of the kit). */
  dir: string;
  port: number;
  /** http://127.0.0.1:PORT: the WordPress site (wp-admin, media). */
  home: string;
  graphqlUrl: string;
  admin: { login: string; password: string };
  cli: WordPressCli;
  /** Posts a GraphQL request (optionally with Basic auth) and returns the HTTP status and JSON body. */
  graphql: <T = GraphQLAnswer>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { auth?: { login: string; password: string } },
  ) => Promise<{ status: number; body: T }>;
  /** Runs a command of tools.php (plugins, Application Passwords, a user's biography). */
  tool: <T = Record<string, unknown>>(command: string, ...args: string[]) => Promise<T>;
  /** Constants a test-only must-use plugin defines on every request, as wp-config.php would. */
  defineConstants: (constants: Record<string, string | number | boolean>) => void;
  /** Copies a plugin folder into wp-content/plugins (as an operator installs one); activate it with `tool`. */
  installPlugin: (sourceDir: string) => void;
  /** Runs WordPress's due scheduled events (WP-Cron), as a host's system cron would. */
  runCron: () => Promise<void>;
  /** A line per request in the kit's logs/<name>.log. */
  log: (name: string) => string;
}

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[] }[];
}

/** The environment variable that hands a running WordPress to the test workers. */
const handoffVariable = 'WASLA_TEST_WORDPRESS';

interface Handoff {
  kitDir: string;
  dir: string;
  port: number;
  admin: { login: string; password: string };
}

/** The administrator every test WordPress is installed with. */
export const admin = { login: 'admin', password: 'admin-local-pass' };

/** The address of the test WordPress on `port`, and of its GraphQL endpoint. */
export function wordpressAddress(port: number) {
  const home = `http://127.0.0.1:${port}`;
  return { home, graphqlUrl: `${home}/graphql` };
}

function connect({ kitDir, dir, port, admin }: Handoff): WordPress {
  const { home, graphqlUrl } = wordpressAddress(port);
  const constantsFile = path.join(dir, 'test-constants.json');
  return {
    kitDir,
    dir,
    port,
    home,
    graphqlUrl,
    admin,
    cli: new WordPressCli(kitDir, dir),
    async graphql(query, variables, options) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options?.auth)
        headers.authorization = `Basic ${Buffer.from(`${options.auth.login}:${options.auth.password}`).toString('base64')}`;
      const response = await fetch(graphqlUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] };
      }
      return { status: response.status, body: body as never };
    },
    async tool(command, ...args) {
      const result = await runCommand('php', [
        path.join(__dirname, 'tools.php'),
        dir,
        command,
        ...args,
      ]);
      const answer = JSON.parse(result.stdout || '{}') as Record<string, unknown>;
      if (result.status !== 0 || 'error' in answer)
        throw new Error(`tools.php ${command}: ${String(answer.error ?? result.stderr)}`);
      return answer as never;
    },
    defineConstants(constants) {
      const current = existsSync(constantsFile)
        ? (JSON.parse(readFileSync(constantsFile, 'utf8')) as Record<string, unknown>)
        : {};
      writeFileSync(constantsFile, JSON.stringify({ ...current, ...constants }, null, 2));
    },
    installPlugin(sourceDir) {
      const target = path.join(dir, 'wordpress', 'wp-content', 'plugins', path.basename(sourceDir));
      rmSync(target, { recursive: true, force: true });
      cpSync(sourceDir, target, { recursive: true });
    },
    async runCron() {
      await fetch(`${home}/wp-cron.php?doing_wp_cron=${Date.now() / 1000}`);
    },
    log(name) {
      const file = path.join(dir, 'logs', `${name}.log`);
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    },
  };
}

export interface StartOptions {
  /** Default: TEST_WP_PORT, else the first free port of 8390–8399. */
  port?: number;
  /** Default: TEST_WP_DIR, else a new temporary directory. Any earlier install there is wiped. */
  dir?: string;
  /** Categories to create, `slug:Name` each. */
  categories?: string[];
}

/** TEST_WP_PORT, else the first free port of 8390–8399: where `startWordPress` puts it by default. */
export async function wordpressPort(): Promise<number> {
  return process.env.TEST_WP_PORT
    ? Number(process.env.TEST_WP_PORT)
    : firstFreePort([8390, 8391, 8392, 8393, 8394, 8395, 8396, 8397, 8398, 8399]);
}

/** Installs and starts a fresh WordPress; returns it with `stop`. Hands it to workers through the environment. */
export async function startWordPress(
  options: StartOptions = {},
): Promise<WordPress & { stop: (options?: { keep?: boolean }) => Promise<void> }> {
  const kitDir = wordpressKitDir();
  const port = options.port ?? (await wordpressPort());
  const dir =
    options.dir ?? process.env.TEST_WP_DIR ?? mkdtempSync(path.join(tmpdir(), 'wasla-wp-'));
  mkdirSync(dir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WP_PORT: String(port),
    WP_DIR: dir,
    WP_CATEGORIES: (options.categories ?? []).join(','),
    WP_ADMIN_USER: admin.login,
    WP_ADMIN_PASSWORD: admin.password,
  };
  // The kit's own webhook stays off: the companion plugin's tests configure theirs.
  delete env.WP_REVALIDATE_URL;
  delete env.WP_REVALIDATE_SECRET;
  const up = await runCommand(path.join(kitDir, 'up.sh'), ['--fresh'], { env });
  if (up.status !== 0)
    throw new Error(`WordPress did not start (up.sh exit ${up.status}):\n${up.stdout}${up.stderr}`);
  const muPlugins = path.join(dir, 'wordpress', 'wp-content', 'mu-plugins');
  for (const plugin of ['test-constants.php', 'https-stand-in.php'])
    copyFileSync(path.join(__dirname, plugin), path.join(muPlugins, plugin));

  const handoff: Handoff = { kitDir, dir, port, admin };
  process.env[handoffVariable] = JSON.stringify(handoff);
  const wordpress = connect(handoff);
  return {
    ...wordpress,
    async stop({ keep = Boolean(process.env.TEST_WP_KEEP) } = {}) {
      await runCommand(path.join(kitDir, 'down.sh'), [], { env });
      if (!keep && !options.dir && !process.env.TEST_WP_DIR)
        rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The WordPress a global setup started (in a test worker). */
export function connectWordPress(): WordPress {
  const handoff = process.env[handoffVariable];
  if (!handoff)
    throw new Error(
      `No test WordPress: ${handoffVariable} is unset (run these tests with playwright.wordpress.config.ts, whose global setup starts it).`,
    );
  return connect(JSON.parse(handoff) as Handoff);
}
