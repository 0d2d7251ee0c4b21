import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...original, verify: vi.fn(original.verify) };
});

describe('passwords', () => {
  it('hashes with argon2id and a fresh salt each time', async () => {
    const first = await hashPassword('tender2030plan');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(await hashPassword('tender2030plan')).not.toBe(first);
    expect(await verifyPassword(first, 'tender2030plan')).toBe(true);
    expect(await verifyPassword(first, 'tender2030plaN')).toBe(false);
  });

  it('does a full argon2id verification even when there is no account, and says no', async () => {
    const verify = vi.mocked(argon2.verify);
    verify.mockClear();
    expect(await verifyPassword(undefined, 'tender2030plan')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(String(verify.mock.calls[0]?.[0])).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('treats a damaged stored hash as a wrong password, not a crash', async () => {
    expect(await verifyPassword('not-a-hash', 'tender2030plan')).toBe(false);
  });
});
