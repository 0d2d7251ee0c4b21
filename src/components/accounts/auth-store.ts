import { create } from 'zustand';
import {
  accountUserSchema,
  type AccountDeletionInput,
  type AccountUser,
  type LoginInput,
  type PasswordChangeInput,
  type ProfileUpdateInput,
  type SignupInput,
} from '@/lib/accounts/schemas';
import { accountApi, type AccountClient } from '@/lib/accounts/client';
import { ApiError } from '@/lib/api/client';
import type { ApiEnvelope } from '@/lib/api/envelope';
import {
  clearSession,
  readStoredUser,
  storeSession,
  storeUser,
} from '@/lib/accounts/session-storage';
import { readStoredToken } from '@/lib/accounts/stored-session';

/** What an action tells the form that called it. */
export type ActionResult =
  | { ok: true; message?: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

export interface AuthState {
  user: AccountUser | null;
  token: string | null;
  /** True while a call is under way; part of the store's contract, though the forms track their own. */
  isLoading: boolean;
  error: string | null;
  /** False until the saved session has been read (the header waits for it to show the user). */
  initialized: boolean;
  /** Restores the saved session once, when the app mounts. */
  initialize: () => void;
  /** Re-reads the saved session (another tab signed in or out). */
  syncFromStorage: () => void;
  signup: (input: SignupInput) => Promise<ActionResult>;
  login: (input: LoginInput) => Promise<ActionResult>;
  /** Forgets the session in this browser (the server has already ended it, or refused it). */
  logout: () => void;
  /** Logout as the visitor asks for it: the server revokes the token, and this browser forgets it. */
  signOut: () => Promise<void>;
  fetchProfile: () => Promise<void>;
  updateProfile: (update: ProfileUpdateInput) => Promise<ActionResult>;
  /** Changes the password; the answer's new token replaces the old one (other sessions end). */
  changePassword: (change: PasswordChangeInput) => Promise<ActionResult>;
  /** Deletes the account; the current password confirms it. */
  deleteAccount: (confirmation: AccountDeletionInput) => Promise<ActionResult>;
  /** Asks for a new link to confirm the account's email address (the answer's message says where it went). */
  requestVerification: () => Promise<ActionResult>;
  /** Forgets the last failure; the store's contract lets a caller dismiss it (no view needs to yet). */
  clearError: () => void;
}

type SessionData = { token?: unknown; user?: unknown };

/** A fresh auth store on the given API client (the app uses `useAuthStore`; tests make their own). */
export function createAuthStore(client: AccountClient) {
  return create<AuthState>()((set, get) => {
    /** Marks a failure: the store's error, and the same message (plus field errors) for the form. */
    function fail(error: unknown, fallback: string): ActionResult {
      const message = failureMessage(error, fallback);
      set({ isLoading: false, error: message });
      return { ok: false, message, fieldErrors: fieldErrorsOf(error) };
    }

    /**
     * Signup, login and password change answer with a session: accepted only with `success`
     * true and a token and user in `data`; then both are saved and set.
     */
    function acceptSession(response: ApiEnvelope<SessionData>, fallback: string): ActionResult {
      const user = accountUserSchema.safeParse(response.data?.user);
      const token = response.data?.token;
      if (!response.success || typeof token !== 'string' || !user.success) {
        return fail(null, response.message || fallback);
      }
      storeSession(token, user.data);
      set({ token, user: user.data, isLoading: false, error: null });
      return { ok: true };
    }

    /** Replaces the stored user with the one an answer carries (profile fetch and update). */
    function acceptUser(response: ApiEnvelope<unknown>, fallback: string): ActionResult {
      const user = accountUserSchema.safeParse(response.data);
      if (!response.success || !user.success) return fail(null, fallback);
      storeUser(user.data);
      set({ user: user.data, isLoading: false });
      return { ok: true };
    }

    /** A call made as the signed-in user, with the loading flag set while it runs. */
    async function signedInCall<T>(
      call: () => Promise<ApiEnvelope<T>>,
      accept: (response: ApiEnvelope<T>) => ActionResult,
      fallback: string,
    ): Promise<ActionResult> {
      const session = get().token;
      set({ isLoading: true, error: null });
      // An answer that arrives after a logout (or another sign-in) is dropped: it must not
      // bring the old user back into the store or the browser's storage.
      const superseded = () => get().token !== session;
      try {
        const response = await call();
        return superseded() ? dropped() : accept(response);
      } catch (error) {
        if (superseded()) return dropped();
        // A dead token or a deleted account ends the session.
        if (
          error instanceof ApiError &&
          (error.status === 401 || error.error === 'ACCOUNT_NOT_FOUND')
        ) {
          get().logout();
        }
        return fail(error, fallback);
      }
    }

    function dropped(): ActionResult {
      set({ isLoading: false });
      return { ok: false, message: 'You signed out before the answer arrived.', fieldErrors: {} };
    }

    async function startSession(call: () => Promise<ApiEnvelope<SessionData>>, fallback: string) {
      set({ isLoading: true, error: null });
      try {
        return acceptSession(await call(), fallback);
      } catch (error) {
        return fail(error, fallback);
      }
    }

    return {
      user: null,
      token: null,
      isLoading: false,
      error: null,
      initialized: false,

      initialize() {
        if (!get().initialized) get().syncFromStorage();
      },

      syncFromStorage() {
        const token = readStoredToken();
        if (!token) {
          set({ token: null, user: null, initialized: true });
          return;
        }
        const user = readStoredUser();
        if (!user) {
          // A token without a readable user cannot be shown as signed in: start again.
          get().logout();
          set({ initialized: true });
          return;
        }
        set({ token, user, initialized: true });
      },

      signup: (input) => startSession(() => client.post('/users/signup', input), 'Signup failed'),
      login: (input) => startSession(() => client.post('/users/login', input), 'Login failed'),

      logout() {
        clearSession();
        set({ token: null, user: null, isLoading: false, error: null });
      },

      async signOut() {
        if (!get().token) return get().logout();
        // The request takes the token with it before the browser forgets it, at once: a slow
        // or failed call must not keep the visitor signed in here.
        const revoked = client.post('/users/logout');
        get().logout();
        await revoked.catch(() => {});
      },

      async fetchProfile() {
        await signedInCall(
          () => client.get<unknown>('/users/profile'),
          (response) => acceptUser(response, 'Profile data not found.'),
          'Failed to fetch profile',
        );
      },

      updateProfile: (update) =>
        signedInCall(
          () => client.put<unknown>('/users/profile', update),
          (response) => acceptUser(response, response.message || 'Update failed'),
          'Update failed',
        ),

      changePassword: (change) =>
        signedInCall(
          () => client.put<SessionData>('/users/password', change),
          (response) => acceptSession(response, 'Password change failed'),
          'Password change failed',
        ),

      deleteAccount: (confirmation) =>
        signedInCall(
          () => client.delete<unknown>('/users/profile', confirmation),
          (response) => {
            if (!response.success) return fail(null, response.message || 'Account deletion failed');
            get().logout();
            return { ok: true };
          },
          'Account deletion failed',
        ),

      requestVerification: () =>
        signedInCall(
          () => client.post<unknown>('/users/verification'),
          (response) =>
            response.success
              ? { ok: true, message: response.message }
              : fail(null, response.message || 'Sending the link failed'),
          'Sending the link failed',
        ),

      clearError() {
        set({ error: null });
      },
    };
  });
}

/**
 * The text a person sees for a failure: the server's own message for a 4xx answer that has
 * one (e.g. "Invalid email or password." rather than the catalogue's wording about expired
 * tokens), else the catalogue's message, else the action's fallback.
 */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status >= 400 && error.status < 500 && error.serverMessage)
      return error.serverMessage;
    return error.message || fallback;
  }
  return fallback;
}

function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null)
    return {};
  const { fieldErrors } = error.data as { fieldErrors?: unknown };
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The site's auth store. */
export const useAuthStore = createAuthStore(accountApi);
