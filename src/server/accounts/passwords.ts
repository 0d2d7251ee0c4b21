import 'server-only';
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// argon2id with OWASP's baseline: 19 MiB of memory, 2 passes, 1 lane.
const ARGON2ID = 2 as Algorithm;
const options: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of a random password, checked when an email is unknown so both failures cost the same. */
let decoyHash: Promise<string> | undefined;
export function warmDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoyHash;
}

/**
 * Checks a password against the account's hash, or against the decoy when there is no
 * account: an unknown email and a wrong password take the same time and give the same answer.
 */
export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  const matches = await verify(passwordHash ?? (await warmDecoyHash()), password).catch(
    () => false,
  );
  return passwordHash !== undefined && matches;
}
