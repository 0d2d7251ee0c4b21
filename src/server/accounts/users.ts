import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AccountUser, ProfileUpdate, SignupData } from '@/lib/accounts/schemas';
import type { Database } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';

/** The user as the API returns it: picked field by field, so the hash can never slip out. */
export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** Inserts an account; null when the email is already registered. */
export async function insertUser(
  db: Database,
  account: Omit<SignupData, 'password'> & { passwordHash: string },
) {
  const [row] = await db
    .insert(users)
    .values({
      email: account.email,
      passwordHash: account.passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      company: account.company ?? null,
      phone: account.phone ?? null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Writes `values` to the account and stamps `updatedAt`; undefined when it no longer exists. */
async function updateAccount(
  db: Database,
  id: string,
  values: PgUpdateSetSource<typeof users>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Applies the fields present in the update; undefined when the account no longer exists. */
export function updateUser(db: Database, id: string, update: ProfileUpdate) {
  return updateAccount(db, id, update);
}

/** Sets a new password hash and raises the token version, so every earlier token stops working. */
export function replacePassword(db: Database, id: string, passwordHash: string) {
  return updateAccount(db, id, { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` });
}

/**
 * A password chosen through a reset link: as replacePassword, and the address counts as
 * verified (only its owner could open the link).
 */
export function resetPassword(db: Database, id: string, passwordHash: string, now: Date) {
  return updateAccount(db, id, {
    passwordHash,
    tokenVersion: sql`${users.tokenVersion} + 1`,
    emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
  });
}

/** Records that the owner opened a verification link (the first time counts). */
export async function markEmailVerified(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, id));
}

/** Raises the token version: every token issued to the account so far stops working. */
export async function endSessions(db: Database, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}
