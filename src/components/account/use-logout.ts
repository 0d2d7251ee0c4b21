'use client';

import { useRouter } from 'next/navigation';
import { useAuthStore } from './auth-store';

/** Logout as the header offers it: clear the session, close the menus, go to the home page. */
export function useLogout(closeMenus?: () => void) {
  const router = useRouter();
  return () => {
    useAuthStore.getState().logout();
    closeMenus?.();
    router.push('/');
  };
}
