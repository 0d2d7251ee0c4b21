'use client';

import { useEffect } from 'react';
import { subscribeToStoredSession } from '@/lib/accounts/stored-session';
import { useAuthStore } from './auth-store';

/**
 * Restores the saved session when the page mounts, and follows sign-in and sign-out in other
 * tabs. Mounted by /register and /profile only: the header reads the stored session itself,
 * so pages without account forms load no auth code.
 */
export function AuthInitializer() {
  useEffect(() => {
    useAuthStore.getState().initialize();
    return subscribeToStoredSession(() => useAuthStore.getState().syncFromStorage());
  }, []);
  return null;
}
