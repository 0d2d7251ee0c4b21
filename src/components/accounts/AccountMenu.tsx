'use client';

import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link } from '@/components/ui/Link';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { readSignedInFirstName, subscribeToStoredSession } from '@/lib/accounts/stored-session';
import { useLogout } from './use-logout';

/**
 * The signed-in user's first name, read from the stored session (a visitor is assumed on the
 * server and until hydration). Read without the auth store, which loads only on Logout.
 */
function useSignedInFirstName() {
  return useSyncExternalStore(subscribeToStoredSession, readSignedInFirstName, () => null);
}

/**
 * The header's account entry: Register for a visitor, or a menu button showing the user's
 * first name that opens Profile and Logout. `onNavigate` closes the header's own menus.
 */
export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const firstName = useSignedInFirstName();
  return (
    <>
      {firstName !== null ? (
        <UserMenu firstName={firstName} onNavigate={onNavigate} />
      ) : (
        <Link
          href="/register"
          onClick={onNavigate}
          className="rounded-full bg-gold-500 px-4 py-2 text-sm font-semibold text-teal-950 hover:bg-sand-200"
        >
          Register
        </Link>
      )}
    </>
  );
}

function UserMenu({ firstName, onNavigate }: { firstName: string; onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const logout = useLogout(() => {
    close();
    onNavigate?.();
  });

  useDismiss(
    open,
    () => container.current,
    (reason) => {
      setOpen(false);
      if (reason === 'escape') button.current?.focus();
    },
  );

  return (
    <div
      ref={container}
      className="relative"
      // Tabbing out of the menu closes it.
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-full border border-white/40 px-3 py-1.5 text-sm font-semibold text-white hover:border-gold-500"
      >
        <UserRound aria-hidden className="h-4 w-4" />
        <span data-testid="account-first-name">{firstName}</span>
        <span className="sr-only">: account menu</span>
        <ChevronDown
          aria-hidden
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-2 min-w-44 overflow-hidden rounded-xl bg-white py-1 text-sm text-ink shadow-lg ring-1 ring-black/10"
      >
        <li>
          <Link
            href="/profile"
            onClick={() => {
              close();
              onNavigate?.();
            }}
            className="flex items-center gap-2 px-4 py-2.5 hover:bg-sand-100"
          >
            <UserRound aria-hidden className="h-4 w-4" />
            Profile
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={logout}
            className="flex w-full items-center gap-2 px-4 py-2.5 text-start hover:bg-sand-100"
          >
            <LogOut aria-hidden className="h-4 w-4" />
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The mobile sidebar's account links: Register, or the user's name with Profile and Logout. */
export function MobileAccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const firstName = useSignedInFirstName();
  const logout = useLogout(onNavigate);
  return (
    <>
      {firstName !== null ? (
        <div className="grid gap-2">
          <p className="text-sm text-sand-100">
            Signed in as <span className="font-semibold text-white">{firstName}</span>
          </p>
          <Link
            href="/profile"
            onClick={onNavigate}
            className="block rounded-full border border-white/40 px-4 py-3 text-center font-semibold text-white"
          >
            Profile
          </Link>
          <button
            type="button"
            onClick={logout}
            className="block w-full rounded-full bg-gold-500 px-4 py-3 text-center font-semibold text-teal-950"
          >
            Logout
          </button>
        </div>
      ) : (
        <Link
          href="/register"
          onClick={onNavigate}
          className="block rounded-full bg-gold-500 px-4 py-3 text-center font-semibold text-teal-950"
        >
          Register
        </Link>
      )}
    </>
  );
}
