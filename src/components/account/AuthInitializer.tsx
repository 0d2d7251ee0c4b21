'use client';

import { useEffect } from 'react';
import { AUTH_TOKEN_KEY, USER_DATA_KEY } from '@/lib/api-client/session-storage';
import { useAuthStore } from './auth-store';

/**
 * Restores the saved session when the app mounts, and follows sign-in and sign-out in other
 * tabs. Mounted by the header's account menu and by /register and /profile (not the root
 * layout, so pages without account UI load no auth code).
 */
export function AuthInitializer() {
  useEffect(() => {
    useAuthStore.getState().initialize();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === USER_DATA_KEY)
        useAuthStore.getState().syncFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
