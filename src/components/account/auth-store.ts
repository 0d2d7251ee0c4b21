import { create } from 'zustand';
import {
  accountUserSchema,
  NO_ACCOUNT_MESSAGE,
  type AccountUser,
  type LoginInput,
  type PasswordChangeInput,
  type ProfileUpdateInput,
  type SignupInput,
} from '@/lib/account-schemas';
import { api, type ApiClient } from '@/lib/api-client/client';
import { ApiError, type ApiResponse } from '@/lib/api-client/errors';
import {
  clearSession,
  readStoredToken,
  readStoredUser,
  storeSession,
  storeUser,
} from '@/lib/api-client/session-storage';

/** What an action tells the form that called it. */
export type ActionResult =
  { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

export interface AuthState {
  user: AccountUser | null;
  token: string | null;
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
  logout: () => void;
  fetchProfile: () => Promise<void>;
  updateProfile: (update: ProfileUpdateInput) => Promise<ActionResult>;
  /** Changes the password; the answer's new token replaces the old one (other sessions end). */
  changePassword: (change: PasswordChangeInput) => Promise<ActionResult>;
  deleteAccount: () => Promise<ActionResult>;
  clearError: () => void;
}

/** A fresh auth store on the given API client (the app uses `useAuthStore`; tests make their own). */
export function createAuthStore(client: ApiClient) {
  return create<AuthState>()((set, get) => {
    /** Marks a failure: the store's error, and the same message (plus field errors) for the form. */
    function fail(error: unknown, fallback: string): ActionResult {
      const message = failureMessage(error, fallback);
      set({ isLoading: false, error: message });
      return { ok: false, message, fieldErrors: fieldErrorsOf(error) };
    }

    /**
     * Signup, login and password change: success only with `success` true and a token and
     * user in `data` (SPEC §5); then both are saved and the user is signed in.
     */
    async function startSession(
      call: () => Promise<ApiResponse<{ token?: unknown; user?: unknown }>>,
      fallback: string,
    ): Promise<ActionResult> {
      set({ isLoading: true, error: null });
      try {
        const response = await call();
        const user = accountUserSchema.safeParse(response.data?.user);
        const token = response.data?.token;
        if (!response.success || typeof token !== 'string' || !user.success) {
          return fail(null, response.message || fallback);
        }
        storeSession(token, user.data);
        set({ token, user: user.data, isLoading: false, error: null });
        return { ok: true };
      } catch (error) {
        return fail(error, fallback);
      }
    }

    /** After a failed profile call: a dead token or a deleted account ends the session (SPEC §4). */
    function endSessionIfGone(error: unknown) {
      if (
        error instanceof ApiError &&
        (error.status === 401 || error.serverMessage === NO_ACCOUNT_MESSAGE)
      )
        get().logout();
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

      async fetchProfile() {
        set({ isLoading: true, error: null });
        try {
          const response = await client.get<unknown>('/users/profile');
          const user = accountUserSchema.safeParse(response.data);
          if (!response.success || !user.success) {
            fail(null, 'Profile data not found.');
            return;
          }
          storeUser(user.data);
          set({ user: user.data, isLoading: false });
        } catch (error) {
          endSessionIfGone(error);
          fail(error, 'Failed to fetch profile');
        }
      },

      async updateProfile(update) {
        set({ isLoading: true, error: null });
        try {
          const response = await client.put<unknown>('/users/profile', update);
          const user = accountUserSchema.safeParse(response.data);
          if (!response.success || !user.success)
            return fail(null, response.message || 'Update failed');
          storeUser(user.data);
          set({ user: user.data, isLoading: false });
          return { ok: true };
        } catch (error) {
          endSessionIfGone(error);
          return fail(error, 'Update failed');
        }
      },

      changePassword: (change) =>
        startSession(async () => {
          try {
            return await client.put('/users/password', change);
          } catch (error) {
            endSessionIfGone(error);
            throw error;
          }
        }, 'Password change failed'),

      async deleteAccount() {
        set({ isLoading: true, error: null });
        try {
          const response = await client.delete<unknown>('/users/profile');
          if (!response.success) return fail(null, response.message || 'Account deletion failed');
          get().logout();
          return { ok: true };
        } catch (error) {
          endSessionIfGone(error);
          return fail(error, 'Account deletion failed');
        }
      },

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
export const useAuthStore = createAuthStore(api);
