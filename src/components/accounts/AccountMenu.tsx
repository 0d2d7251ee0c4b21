'use client';

import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import type { ChromeWords } from '@/site/chrome';
import { localeOf, localizedHref } from '@/site/locale';

type AccountMenuWords = ChromeWords['accountMenu'];
import { Link } from '@/components/ui/Link';
import { useId, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { readSignedInFirstName, subscribeToStoredSession } from '@/lib/accounts/stored-session';
import { accountHref } from './account-links';
import { useLogout } from './use-logout';

/**
 * The signed-in user's first name, read from the stored session (a visitor is assumed on the
 * server and until hydration). Read without the auth store, which loads only on Logout.
 */
function useSignedInFirstName() {
  return useSyncExternalStore(subscribeToStoredSession, readSignedInFirstName, () => null);
}

/**
 * The Register link, which brings the visitor back to the page they were on once signed in or
 * registered. The rendered address names the path; a plain click takes the query too (a
 * search, a chosen topic), read when it happens.
 */
function RegisterLink({
  onNavigate,
  className,
  label,
}: {
  onNavigate?: () => void;
  className: string;
  label: string;
}) {
  const pathname = usePathname();
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.();
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!plainClick) return;
    event.preventDefault();
    router.push(
      localizedHref(
        localeOf(window.location.pathname),
        accountHref('register', `${window.location.pathname}${window.location.search}`),
      ),
    );
  }
  return (
    <Link href={accountHref('register', pathname)} onClick={onClick} className={className}>
      {label}
    </Link>
  );
}

/** What both account entries take: their words, and `onNavigate` to close the menus they sit in. */
interface AccountLinksProps {
  onNavigate?: () => void;
  words: AccountMenuWords;
}

/**
 * The header's account entry: a quiet Register link for a visitor (the bar's call to action is
 * the contact link beside it), or a menu button showing the user's first name that opens
 * Profile and Logout. `onNavigate` closes the header's own menus.
 */
export function AccountMenu({ onNavigate, words }: AccountLinksProps) {
  const firstName = useSignedInFirstName();
  return (
    <>
      {firstName !== null ? (
        <UserMenu firstName={firstName} onNavigate={onNavigate} words={words} />
      ) : (
        <RegisterLink
          label={words.register}
          onNavigate={onNavigate}
          className="rounded px-2 py-2 text-sm font-semibold underline-offset-4 hover:text-gold-500 hover:underline"
        />
      )}
    </>
  );
}

function UserMenu({
  firstName,
  onNavigate,
  words,
}: {
  firstName: string;
  onNavigate?: () => void;
  words: AccountMenuWords;
}) {
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
        <span className="sr-only">: {words.menuName}</span>
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
            {words.profile}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={logout}
            className="flex w-full items-center gap-2 px-4 py-2.5 text-start hover:bg-sand-100"
          >
            <LogOut aria-hidden className="h-4 w-4" />
            {words.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The mobile sidebar's account links: Register (quiet), or the user's name with Profile and Logout. */
export function MobileAccountLinks({ onNavigate, words }: AccountLinksProps) {
  const firstName = useSignedInFirstName();
  const logout = useLogout(onNavigate);
  return (
    <>
      {firstName !== null ? (
        <div className="grid gap-2">
          <p className="text-sm text-sand-100">
            {words.signedInAs} <span className="font-semibold text-white">{firstName}</span>
          </p>
          <Link
            href="/profile"
            onClick={onNavigate}
            className="block rounded-full border border-white/40 px-4 py-3 text-center font-semibold text-white"
          >
            {words.profile}
          </Link>
          <button
            type="button"
            onClick={logout}
            className="block w-full rounded-full bg-gold-500 px-4 py-3 text-center font-semibold text-teal-950"
          >
            {words.logout}
          </button>
        </div>
      ) : (
        <RegisterLink
          label={words.register}
          onNavigate={onNavigate}
          className="block rounded-full border border-white/40 px-4 py-3 text-center font-semibold text-white"
        />
      )}
    </>
  );
}
