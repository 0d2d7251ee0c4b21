import { describe, expect, it, vi } from 'vitest';
import { ContentRequestError } from '@/lib/content-client/errors';
import { createBreaker } from './breaker';

const timeout = () => {
  const cause = Object.assign(new Error('The operation was aborted due to timeout'), {
    name: 'TimeoutError',
  });
  return new ContentRequestError('Content service unreachable: timeout', { cause });
};
const request = { query: '{ posts { nodes { id } } }' };

function setup() {
  let clock = 0;
  const breaker = createBreaker({ cooldownMs: 10_000, now: () => clock });
  let answer: () => Promise<unknown> = async () => ({ data: {} });
  const wordpress = vi.fn(() => answer());
  return {
    read: breaker.guard(wordpress),
    breaker,
    wordpress,
    answerWith: (next: () => Promise<unknown>) => (answer = next),
    advance: (ms: number) => (clock += ms),
  };
}

describe('the breaker in front of WordPress', () => {
  it('after a timeout, asks WordPress nothing until the cool-down is over: reads fail at once', async () => {
    const { read, wordpress, answerWith } = setup();
    answerWith(() => Promise.reject(timeout()));
    await expect(read(request)).rejects.toThrow('timeout');
    answerWith(async () => ({ data: {} }));
    await expect(read(request)).rejects.toThrow('Content service skipped');
    await expect(read(request)).rejects.toThrow('Content service skipped');
    expect(wordpress).toHaveBeenCalledTimes(1);
  });

  it('past the cool-down, tries once in the background (the reader does not wait), then closes', async () => {
    const { read, wordpress, answerWith, advance, breaker } = setup();
    answerWith(() => Promise.reject(timeout()));
    await expect(read(request)).rejects.toThrow('timeout');
    advance(10_001);
    let answered!: (value: unknown) => void;
    answerWith(() => new Promise((resolve) => (answered = resolve)));
    await expect(read(request)).rejects.toThrow('Content service skipped');
    // While the try is under way, others are not sent either.
    await expect(read(request)).rejects.toThrow('Content service skipped');
    expect(wordpress).toHaveBeenCalledTimes(2);
    answered({ data: {} });
    await vi.waitFor(() => expect(breaker.isOpen()).toBe(false));
    answerWith(async () => ({ data: { posts: [] } }));
    await expect(read(request)).resolves.toEqual({ data: { posts: [] } });
  });

  it('stays open when the background try times out again', async () => {
    const { read, answerWith, advance, breaker } = setup();
    answerWith(() => Promise.reject(timeout()));
    await expect(read(request)).rejects.toThrow('timeout');
    advance(10_001);
    await expect(read(request)).rejects.toThrow('Content service skipped');
    await vi.waitFor(() => expect(breaker.isOpen()).toBe(true));
    advance(5_000);
    await expect(read(request)).rejects.toThrow('Content service skipped');
  });

  it('never opens for failures that cost no waiting, and closes when WordPress calls the site', async () => {
    const { read, wordpress, answerWith, breaker } = setup();
    answerWith(() => Promise.reject(new ContentRequestError('HTTP 500', { status: 500 })));
    await expect(read(request)).rejects.toThrow('HTTP 500');
    await expect(read(request)).rejects.toThrow('HTTP 500');
    expect(wordpress).toHaveBeenCalledTimes(2);
    answerWith(() => Promise.reject(timeout()));
    await expect(read(request)).rejects.toThrow('timeout');
    expect(breaker.isOpen()).toBe(true);
    breaker.close();
    answerWith(async () => ({ data: {} }));
    await expect(read(request)).resolves.toEqual({ data: {} });
  });
});
