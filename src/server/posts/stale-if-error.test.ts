import { describe, expect, it, vi } from 'vitest';
import { createStaleIfError } from './stale-if-error';

const failing = () => Promise.reject(new Error('service down'));

describe('stale-if-error', () => {
  it('passes fresh answers through and serves the last good one when the source fails', async () => {
    const staleIfError = createStaleIfError();
    const onStale = vi.fn();
    expect(await staleIfError('posts', async () => ['a'], onStale)).toEqual(['a']);
    expect(await staleIfError('posts', async () => ['a', 'b'], onStale)).toEqual(['a', 'b']);
    expect(await staleIfError('posts', failing, onStale)).toEqual(['a', 'b']);
    expect(onStale).toHaveBeenCalledWith(new Error('service down'));
  });

  it('rethrows when there is nothing good yet for that key', async () => {
    const staleIfError = createStaleIfError();
    await staleIfError('a', async () => 1, vi.fn());
    await expect(staleIfError('b', failing, vi.fn())).rejects.toThrow('service down');
  });

  it('forgets the least recently refreshed entries beyond its size', async () => {
    const staleIfError = createStaleIfError(2);
    for (const key of ['a', 'b', 'c']) await staleIfError(key, async () => key, vi.fn());
    await expect(staleIfError('a', failing, vi.fn())).rejects.toThrow();
    await expect(staleIfError('c', failing, vi.fn())).resolves.toBe('c');
  });
});
