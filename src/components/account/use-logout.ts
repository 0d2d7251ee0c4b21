'use client';

import { useRouter } from 'next/navigation';
import { useAuthStore } from './auth-store';

/** Logout as the header offers it: end the session, close the menus, go to the home page. */
export function useLogout(closeMenus?: () => void) {
  const router = useRouter();
  return () => {
    void useAuthStore.getState().signOut();
    closeMenus?.();
    router.push('/');
  };
}
