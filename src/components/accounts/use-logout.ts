'use client';

import { useRouter } from 'next/navigation';

/**
 * Logout as the header offers it: end the session, close the menus, go to the home page. The
 * auth store (schemas, API client) is fetched at the click: the header on every page does
 * without it until then.
 */
export function useLogout(closeMenus?: () => void) {
  const router = useRouter();
  return () => {
    void import('./auth-store').then(({ useAuthStore }) => {
      const store = useAuthStore.getState();
      // The header does not restore the store: read the saved token so the server can revoke it.
      store.initialize();
      return store.signOut();
    });
    closeMenus?.();
    router.push('/');
  };
}
