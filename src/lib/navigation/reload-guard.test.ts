import { describe, expect, it } from 'vitest';
import { chunkReloadGuardMs, claimChunkReload, isChunkLoadError } from './reload-guard';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  };
}

describe('chunk reload guard', () => {
  it('allows one reload per path per 10 seconds', () => {
    const store = memoryStore();
    expect(chunkReloadGuardMs).toBe(10_000);
    expect(claimChunkReload('/blog', 1_000, store)).toBe(true);
    expect(claimChunkReload('/blog', 5_000, store)).toBe(false);
    expect(claimChunkReload('/blog', 10_999, store)).toBe(false);
    expect(claimChunkReload('/blog', 11_000, store)).toBe(true);
  });

  it('guards each path separately', () => {
    const store = memoryStore();
    expect(claimChunkReload('/blog', 1_000, store)).toBe(true);
    expect(claimChunkReload('/services', 1_001, store)).toBe(true);
  });

  it('recognises failures to load page files', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
