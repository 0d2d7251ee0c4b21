import { safeNextPath } from './safe-next';

/** The two tabs of /register. */
export type AuthMode = 'register' | 'signin';

export const accountPagePath = '/register';

/**
 * /register opened on one of its tabs, sending the visitor back to `from` afterwards (a path
 * of this site; home, the default, needs no `next`).
 */
export function accountHref(mode: AuthMode, from = '/'): string {
  const query = new URLSearchParams();
  if (mode === 'signin') query.set('mode', 'signin');
  const next = safeNextPath(from);
  if (next !== '/') query.set('next', next);
  const search = query.toString();
  return search ? `${accountPagePath}?${search}` : accountPagePath;
}
