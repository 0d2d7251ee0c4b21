import { describe, expect, it } from 'vitest';
import { announceRevalidation } from '#host/shared';
import { ContentRequestError } from '@/lib/content-client/errors';
import { contentBreaker } from './client';

describe("the process's breaker in front of WordPress", () => {
  it('closes when a revalidation is announced, as one reaching another instance is', async () => {
    const breaker = contentBreaker();
    const hanging = breaker.guard(() =>
      Promise.reject(
        new ContentRequestError('Content service unreachable: timeout', {
          cause: Object.assign(new Error('aborted'), { name: 'TimeoutError' }),
        }),
      ),
    );
    await expect(hanging({ query: '{ posts { nodes { id } } }' })).rejects.toThrow('timeout');
    expect(breaker.isOpen()).toBe(true);
    await announceRevalidation(['posts']);
    expect(breaker.isOpen()).toBe(false);
  });
});
