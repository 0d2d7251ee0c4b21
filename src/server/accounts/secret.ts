import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostConfig, processSingleton } from '#host/shared';
import { log } from '@/server/log';

const MIN_SECRET_LENGTH = 32;

export interface SecretSource {
  authSecret?: string;
  dataDir: string;
  production: boolean;
  warn: (message: string) => void;
}

/**
 * The key that signs session tokens: AUTH_SECRET, or else a secret generated once and kept
 * in DATA_DIR/auth-secret (mode 600) so sessions survive restarts. Production should set
 * AUTH_SECRET (the same on every instance); without it the server warns.
 */
export function resolveAuthSecret({
  authSecret,
  dataDir,
  production,
  warn,
}: SecretSource): Uint8Array {
  if (authSecret) return new TextEncoder().encode(authSecret);
  const file = path.resolve(dataDir, 'auth-secret');
  if (production) {
    warn(
      `AUTH_SECRET is not set: session tokens are signed with the generated secret in ${file}. ` +
        'Set AUTH_SECRET (32+ characters, the same on every instance) in production.',
    );
  }
  return new TextEncoder().encode(readOrCreateSecret(file));
}

/** The process's secret (AUTH_SECRET or the generated one), resolved once. */
export function serverSecret(): Uint8Array {
  return processSingleton('serverSecret', () => {
    const env = hostConfig();
    return resolveAuthSecret({
      authSecret: env.AUTH_SECRET,
      dataDir: env.DATA_DIR,
      production: env.NODE_ENV === 'production',
      warn: (message) => log.warn(message),
    });
  });
}

function readOrCreateSecret(file: string): string {
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // 'wx' fails if the file exists, so two starts racing cannot overwrite each other's secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds a secret shorter than ${MIN_SECRET_LENGTH} characters: delete it or set AUTH_SECRET.`,
    );
  }
  return secret;
}
