/**
 * The session as this browser keeps it, without the account schemas: the header reads it on
 * every page, so this module must stay free of zod and of the API client (they load only
 * where the account is used: /register, /profile, and on Logout).
 */
import { listen } from '@/lib/listen';

/** Browser storage keys of the session. */
export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_DATA_KEY = 'user_data';

/** Announced in this tab whenever the session is written or cleared (`storage` covers other tabs). */
const SESSION_CHANGED = 'wasla:session-changed';

// Storage can be missing (server) or refuse access (privacy modes): treat both as empty.
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return browserStorage()?.getItem(AUTH_TOKEN_KEY) || null;
}

/**
 * The first name the header shows: set when a token is kept beside a saved user that has one.
 * The full check of the saved user happens in the auth store, on the pages that use the account.
 */
export function readSignedInFirstName(): string | null {
  const saved = readStoredToken() ? browserStorage()?.getItem(USER_DATA_KEY) : null;
  if (!saved) return null;
  try {
    const user: unknown = JSON.parse(saved);
    const firstName =
      typeof user === 'object' && user !== null && 'firstName' in user ? user.firstName : null;
    return typeof firstName === 'string' ? firstName : null;
  } catch {
    return null;
  }
}

export function announceSessionChange() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED));
}

/** Calls `listener` when the session changes in this tab or another; returns the unsubscribe. */
export function subscribeToStoredSession(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === USER_DATA_KEY)
      listener();
  };
  return listen(window, { storage: onStorage, [SESSION_CHANGED]: listener });
}
