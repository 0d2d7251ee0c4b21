import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import type { NextConfig } from 'next';
import { staticSecurityHeaders } from './src/lib/security-headers';
// A relative path: Next loads this file with its own require, which does not read
// package.json's imports.
import { readWordpressMediaOrigins } from './host/shared/config.mjs';

// A new id per build: the browser compares it with /api/build-id to notice a newer build.
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}`;

// Loopback, private, link-local and unique-local networks: what Next's image optimiser refuses
// to fetch from unless told otherwise.
const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv6');

/** Whether any of these origins' hosts is, or resolves to, a private address. */
async function onPrivateNetwork(origins: readonly string[]): Promise<boolean> {
  const answers = await Promise.all(
    origins.map(async (origin) => {
      const host = new URL(origin).hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host)
        ? [{ address: host, family: isIP(host) }]
        : await lookup(host, { all: true }).catch(() => []);
      return addresses.some(({ address, family }) =>
        privateNetworks.check(address, family === 6 ? 'ipv6' : 'ipv4'),
      );
    }),
  );
  return answers.includes(true);
}

// Read when the server starts (Next loads this file then too), so one build serves any
// WordPress: its media and WORDPRESS_MEDIA_ORIGINS go through the image optimiser.
const mediaOrigins = readWordpressMediaOrigins(process.env);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  reactStrictMode: true,
  // `npm test` runs `tsc --noEmit` over the whole project before it builds and says so with
  // BUILD_TYPES_CHECKED=true: its build skips Next's second check. Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === 'true' },
  // The application form posts a CV of up to 5 MB when JavaScript is off (a server action).
  // No authInterrupts: forbidden()/unauthorized() would send Next's 401 and 403 pages in every
  // page's payload (5.7 KB); a refused preview gets its status from the proxy.
  experimental: { serverActions: { bodySizeLimit: '5.1mb' } },
  // The built-in content store and the database run in the server process only.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pino', 'pg', 'ioredis'],
  // The data cache, shared by every instance through Redis when REDIS_URL is set; without it
  // the handler is Next's own cache. Builds and the server run from the project root.
  cacheHandler: path.resolve('host', 'data-cache-handler.mjs'),
  images: {
    formats: ['image/avif', 'image/webp'],
    // WordPress's media, proxied by the optimiser (the CSP allows same-origin images only).
    // Every other host is refused.
    remotePatterns: mediaOrigins.map((origin) => new URL(`${origin}/**`)),
  },
  // The Arabic twin of every page (/ar, /ar/…) is served by its English route, which reads the
  // language from the address src/proxy.ts saw (x-pathname). After the files: /ar's own routes
  // (/ar/header-menus.json) answer first. An app rewrite keeps the visitor's address and stays
  // inside Next whatever Host it was asked with (a rewrite from the proxy is proxied out as a
  // new request when the Host is not the address Next listens on).
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [
        { source: '/ar', destination: '/' },
        { source: '/ar/:path((?!api(?:/|$)|_next(?:/|$)).*)', destination: '/:path' },
      ],
      fallback: [],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders() },
      // The staff inbox and its API: personal data, never cached, never indexed.
      {
        source: '/staff/:path*',
        headers: [
          { key: 'Cache-Control', value: 'no-store' },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        ],
      },
      {
        source: '/api/staff/:path*',
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      },
      // A preview: an unpublished draft, its address carrying the token. Never cached or
      // indexed, and the address is never sent on as a referrer.
      {
        source: '/preview',
        headers: [
          { key: 'Cache-Control', value: 'no-store, private' },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Referrer-Policy', value: 'no-referrer' },
        ],
      },
    ];
  },
  async redirects() {
    return [
      // The footer links to /area-of-focus/safety, the header to /safety-and-security: both addresses stay live.
      {
        source: '/area-of-focus/safety',
        destination: '/area-of-focus/safety-and-security',
        permanent: true,
      },
    ];
  },
};

/**
 * The configuration, with one thing found out when it is loaded: Next refuses image upstreams
 * on private addresses, so when a configured WordPress or media host is on a private network
 * (or localhost), that refusal is lifted; remotePatterns still admits the configured origins only.
 */
export default async function config(): Promise<NextConfig> {
  const dangerouslyAllowLocalIP = await onPrivateNetwork(mediaOrigins);
  return { ...nextConfig, images: { ...nextConfig.images, dangerouslyAllowLocalIP } };
}
