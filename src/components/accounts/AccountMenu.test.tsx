// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountUser } from '@/lib/accounts/schemas';
import { storeSession } from '@/lib/accounts/session-storage';
import { AUTH_TOKEN_KEY, USER_DATA_KEY } from '@/lib/accounts/stored-session';
import { AccountMenu, MobileAccountLinks } from './AccountMenu';
import { useAuthStore } from './auth-store';
import { chromeWords } from '@/site/chrome';

const accountWords = chromeWords.accountMenu;

const push = vi.fn();
// The visitor is on /services: Register brings them back there.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/services' }));
vi.mock('next/link', () => ({
  default: ({
    href,
    children,
    onClick,
    className,
  }: {
    href: string;
    children: ReactNode;
    onClick?: () => void;
    className?: string;
  }) => (
    <a href={href} className={className} onClick={(event) => (event.preventDefault(), onClick?.())}>
      {children}
    </a>
  ),
}));

// React's act() needs this flag outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const user: AccountUser = {
  id: '6f1c1f0e-3a5b-4c9e-9d2a-7b8e6f5d4c3b',
  email: 'nora@example.com',
  firstName: 'Nora',
  lastName: 'Al-Harbi',
  company: null,
  phone: null,
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-01T09:00:00.000Z',
};

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  localStorage.clear();
  push.mockClear();
  useAuthStore.setState({
    user: null,
    token: null,
    initialized: false,
    error: null,
    isLoading: false,
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function render(element: ReactNode) {
  act(() => root.render(element));
}

function signedIn() {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(user));
}

const links = () =>
  [...container.querySelectorAll('a')].map((link) => [
    link.textContent?.trim(),
    link.getAttribute('href'),
  ]);
/** Logout loads the auth store first: wait for the header to show the visitor's Register link. */
const signedOut = () =>
  vi.waitFor(() => {
    act(() => {});
    expect(links()).toEqual([['Register', '/register?next=%2Fservices']]);
  });
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent?.includes(name));

describe('MobileAccountLinks', () => {
  it('offers Register to a visitor', () => {
    render(<MobileAccountLinks words={accountWords} />);
    expect(links()).toEqual([['Register', '/register?next=%2Fservices']]);
  });

  it('shows the saved user’s first name with Profile and Logout once the session is restored', () => {
    signedIn();
    render(<MobileAccountLinks words={accountWords} />);
    expect(container.textContent).toContain('Signed in as Nora');
    expect(links()).toEqual([['Profile', '/profile']]);
    expect(button('Logout')).toBeDefined();
  });

  it('Logout clears the session, closes the sidebar and goes home', async () => {
    signedIn();
    const onNavigate = vi.fn();
    render(<MobileAccountLinks words={accountWords} onNavigate={onNavigate} />);
    act(() => button('Logout')?.click());
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(push).toHaveBeenCalledWith('/');
    await signedOut();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  it('offers Register when the saved user is unreadable or there is no token', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    localStorage.setItem(USER_DATA_KEY, '{not json');
    render(<MobileAccountLinks words={accountWords} />);
    expect(links()).toEqual([['Register', '/register?next=%2Fservices']]);
    act(() => root.unmount());
    root = createRoot(container);
    localStorage.clear();
    localStorage.setItem(USER_DATA_KEY, JSON.stringify(user));
    render(<MobileAccountLinks words={accountWords} />);
    expect(links()).toEqual([['Register', '/register?next=%2Fservices']]);
  });

  it('follows a sign-in in this tab', () => {
    render(<MobileAccountLinks words={accountWords} />);
    act(() => storeSession('token-1', user));
    expect(container.textContent).toContain('Signed in as Nora');
  });

  it('follows a sign-out in another tab', () => {
    signedIn();
    render(<MobileAccountLinks words={accountWords} />);
    localStorage.clear();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY })));
    expect(links()).toEqual([['Register', '/register?next=%2Fservices']]);
  });
});

describe('AccountMenu', () => {
  it('is a menu button named after the user that reveals Profile and Logout', async () => {
    signedIn();
    const onNavigate = vi.fn();
    render(<AccountMenu words={accountWords} onNavigate={onNavigate} />);
    const menuButton = button('Nora');
    expect(menuButton?.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('ul')?.hidden).toBe(true);
    act(() => menuButton?.click());
    expect(menuButton?.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('ul')?.hidden).toBe(false);

    act(() => button('Logout')?.click());
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(push).toHaveBeenCalledWith('/');
    await signedOut();
  });
});
