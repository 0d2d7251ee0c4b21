import { accountUserSchema, type AccountUser } from './schemas';
import {
  announceSessionChange,
  AUTH_TOKEN_KEY,
  browserStorage,
  USER_DATA_KEY,
} from './stored-session';

/** The saved user, or null when it is missing or not a user object. */
export function readStoredUser(): AccountUser | null {
  const saved = browserStorage()?.getItem(USER_DATA_KEY);
  if (!saved) return null;
  try {
    const user = accountUserSchema.safeParse(JSON.parse(saved));
    return user.success ? user.data : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: AccountUser) {
  browserStorage()?.setItem(AUTH_TOKEN_KEY, token);
  storeUser(user);
}

export function storeUser(user: AccountUser) {
  browserStorage()?.setItem(USER_DATA_KEY, JSON.stringify(user));
  announceSessionChange();
}

export function clearSession() {
  browserStorage()?.removeItem(AUTH_TOKEN_KEY);
  browserStorage()?.removeItem(USER_DATA_KEY);
  announceSessionChange();
}
