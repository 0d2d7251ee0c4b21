import path from 'node:path';
import type { NextConfig } from 'next';
import { staticSecurityHeaders } from './src/lib/security-headers';
// A relative path: Next loads this file with its own require, which does not read
// package.json's imports.
import { parsePublicConfig } from './host/shared/public-config.mjs';

// A new id per build: the browser compares it with /api/build-id to notice a newer build.
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}`;
const wordPressUrl = parsePublicConfig(process.env).NEXT_PUBLIC_WPGRAPHQL_URL;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  reactStrictMode: true,
  // `npm test` runs `tsc --noEmit` over the whole project before it builds and says so with
  // BUILD_TYPES_CHECKED=true: its build skips Next's second check. Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === 'true' },
  // The application form posts a CV of up to 5 MB when JavaScript is off (a server action).
  // forbidden()/unauthorized(): a refused preview link answers 403/401 with its own page.
  experimental: { serverActions: { bodySizeLimit: '5.1mb' }, authInterrupts: true },
  // The built-in content store and the database run in the server process only.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pino', 'pg', 'ioredis'],
  // The data cache, shared by every instance through Redis when REDIS_URL is set; without it
  // the handler is Next's own cache. Builds and the server run from the project root.
  cacheHandler: path.resolve('host', 'data-cache-handler.mjs'),
  images: {
    formats: ['image/avif', 'image/webp'],
    // A remote WordPress may serve images from its own host; they are proxied by next/image.
    remotePatterns: wordPressUrl ? [new URL(`${new URL(wordPressUrl).origin}/**`)] : [],
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

export default nextConfig;
