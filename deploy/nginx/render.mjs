// Renders deploy/nginx/wasla.conf.template into a site configuration for nginx. Used by
// operators (see deploy/nginx/README.md) and by `npm run stack`, so the configuration the
// stack tests exercise is the one shipped.
//
//   node deploy/nginx/render.mjs --server-name www.example.com \
//     --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002 \
//     --certificate /etc/letsencrypt/live/www.example.com/fullchain.pem \
//     --certificate-key /etc/letsencrypt/live/www.example.com/privkey.pem \
//     --static-root /srv/wasla/.next/static --acme-root /var/www/letsencrypt
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_FILES_CSP } from '../../host/fallback-csp.mjs';

const templatePath = path.join(import.meta.dirname, 'wasla.conf.template');
const modulesEnabled = '/etc/nginx/modules-enabled';

/**
 * Seconds nginx keeps an instance it could not reach out of rotation. A rolling restart waits
 * this long after an instance is ready again before stopping the next, or both are out at once.
 */
export const INSTANCE_FAIL_TIMEOUT_S = 5;

/** True when Debian's brotli module for nginx (libnginx-mod-http-brotli-filter) is enabled. */
export function brotliAvailable() {
  return (
    existsSync(modulesEnabled) &&
    readdirSync(modulesEnabled).some((name) => name.includes('brotli-filter'))
  );
}

/** @param {string[]} lines */
const indent = (lines) => lines.map((line) => `    ${line}`).join('\n');

/**
 * @param {{
 *   serverName: string, upstreams: string[], certificate: string, certificateKey: string,
 *   staticRoot: string, listenAddress?: string, httpPort?: number, httpsPort?: number,
 *   acmeRoot?: string, brotli?: boolean, extraLocations?: string,
 * }} options
 */
export function renderSiteConfig({
  serverName,
  upstreams,
  certificate,
  certificateKey,
  staticRoot,
  listenAddress,
  httpPort = 80,
  httpsPort = 443,
  acmeRoot,
  brotli = brotliAvailable(),
  extraLocations = '',
}) {
  if (!upstreams.length) throw new Error('At least one --upstream (host:port) is needed.');
  /**
   * @param {number} port
   * @param {string} [suffix]
   */
  const listen = (port, suffix = '') =>
    listenAddress
      ? [`listen ${listenAddress}:${port}${suffix};`]
      : [`listen ${port}${suffix};`, `listen [::]:${port}${suffix};`];
  /** @type {Record<string, string>} */
  const values = {
    UPSTREAM_SERVERS: indent(
      // A failed instance is skipped for a while, then tried again (e.g. after its restart).
      upstreams.map(
        (address) => `server ${address} max_fails=1 fail_timeout=${INSTANCE_FAIL_TIMEOUT_S}s;`,
      ),
    ),
    HTTP_LISTEN: indent(listen(httpPort)),
    HTTPS_LISTEN: indent(listen(httpsPort, ' ssl http2')),
    SERVER_NAME: serverName,
    HTTPS_PORT_SUFFIX: httpsPort === 443 ? '' : `:${httpsPort}`,
    ACME_CHALLENGE: acmeRoot
      ? indent(['location /.well-known/acme-challenge/ {', `    root ${acmeRoot};`, '}'])
      : '',
    CERTIFICATE: certificate,
    CERTIFICATE_KEY: certificateKey,
    STATIC_ROOT: staticRoot.replace(/\/+$/, ''),
    BUILD_FILES_CSP,
    BROTLI: brotli
      ? indent([
          'brotli on;',
          'brotli_comp_level 5;',
          'brotli_min_length 1024;',
          'brotli_types text/css text/plain text/xml application/javascript application/json application/xml application/rss+xml application/manifest+json image/svg+xml;',
        ])
      : '',
    EXTRA_LOCATIONS: extraLocations,
  };
  return readFileSync(templatePath, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`The template names an unknown value {{${name}}}`);
    return /** @type {string} */ (values[name]);
  });
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      'server-name': { type: 'string' },
      upstream: { type: 'string', multiple: true },
      certificate: { type: 'string' },
      'certificate-key': { type: 'string' },
      'static-root': { type: 'string' },
      'acme-root': { type: 'string' },
      'listen-address': { type: 'string' },
      'http-port': { type: 'string', default: '80' },
      'https-port': { type: 'string', default: '443' },
    },
  });
  /** @type {string[]} */
  const missing = [];
  /** @param {'server-name' | 'certificate' | 'certificate-key' | 'static-root'} name */
  const required = (name) => values[name] ?? (missing.push(`--${name}`), '');
  const options = {
    serverName: required('server-name'),
    upstreams: values.upstream ?? (missing.push('--upstream'), []),
    certificate: required('certificate'),
    certificateKey: required('certificate-key'),
    staticRoot: path.resolve(required('static-root')),
    acmeRoot: values['acme-root'],
    listenAddress: values['listen-address'],
    httpPort: Number(values['http-port']),
    httpsPort: Number(values['https-port']),
  };
  if (missing.length) {
    console.error(`Missing ${missing.join(', ')}. See deploy/nginx/README.md.`);
    process.exit(2);
  }
  process.stdout.write(renderSiteConfig(options));
}
