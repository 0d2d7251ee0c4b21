import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { resolveAuthSecret } from './secret';

const decode = (key: Uint8Array) => new TextDecoder().decode(key);
const scratch = mkdtempSync(path.join(tmpdir(), 'wasla-secret-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const freshDir = () => mkdtempSync(path.join(scratch, 'case-'));

describe('the token signing secret', () => {
  it('uses AUTH_SECRET when it is set, and writes nothing', () => {
    const dataDir = freshDir();
    const key = resolveAuthSecret({
      authSecret: 'x'.repeat(40),
      dataDir,
      production: true,
      warn: vi.fn(),
    });
    expect(decode(key)).toBe('x'.repeat(40));
    expect(() => statSync(path.join(dataDir, 'auth-secret'))).toThrow();
  });

  it('otherwise generates one secret, readable only by its owner, and keeps it across starts', () => {
    const dataDir = path.join(freshDir(), 'nested');
    const first = decode(resolveAuthSecret({ dataDir, production: false, warn: vi.fn() }));
    const file = path.join(dataDir, 'auth-secret');
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(decode(resolveAuthSecret({ dataDir, production: false, warn: vi.fn() }))).toBe(first);
  });

  it('warns in production when it falls back to the generated secret', () => {
    const warn = vi.fn();
    resolveAuthSecret({ dataDir: freshDir(), production: true, warn });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('AUTH_SECRET is not set'));
  });

  it('refuses a secret file that is too short', () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, 'auth-secret'), 'short');
    expect(() => resolveAuthSecret({ dataDir, production: false, warn: vi.fn() })).toThrow(
      /shorter than 32 characters/,
    );
  });
});
