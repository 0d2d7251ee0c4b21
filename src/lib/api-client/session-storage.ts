import { accountUserSchema, type AccountUser } from '@/lib/account-schemas';

/** Browser storage keys of the session. */
export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_DATA_KEY = 'user_data';

// Storage can be missing (server) or refuse access (privacy modes): treat both as empty.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) || null;
}

/** The saved user, or null when it is missing or not a user object. */
export function readStoredUser(): AccountUser | null {
  const saved = storage()?.getItem(USER_DATA_KEY);
  if (!saved) return null;
  try {
    const user = accountUserSchema.safeParse(JSON.parse(saved));
    return user.success ? user.data : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: AccountUser) {
  storage()?.setItem(AUTH_TOKEN_KEY, token);
  storeUser(user);
}

export function storeUser(user: AccountUser) {
  storage()?.setItem(USER_DATA_KEY, JSON.stringify(user));
}

export function clearSession() {
  storage()?.removeItem(AUTH_TOKEN_KEY);
  storage()?.removeItem(USER_DATA_KEY);
}
