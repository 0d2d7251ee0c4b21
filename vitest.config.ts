import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Unit tests import server modules directly; the guard only matters in client bundles.
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'host/**/*.test.mjs', 'scripts/**/*.test.mjs'],
    environment: 'node',
    // A worker per core: Vitest's default leaves one core to its main process, which waits
    // (on a 2-core machine that is one worker: the unit phase took 83 s at half the CPU).
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    // Generous limits: on a loaded 2-core machine a PGlite start or a property run can take
    // several seconds; these bound hangs, they do not measure speed.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
