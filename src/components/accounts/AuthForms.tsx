'use client';

import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useRef, useState, type KeyboardEvent } from 'react';
import { browserStorage, rememberJourneySeen } from '@/components/journey/journey-flag';
import { loginSchema, signupSchema } from '@/lib/accounts/schemas';
import { inlineArrowStep, inlineSign } from '@/lib/inline-direction';
import { accountPaths } from '@/site/account-copy';
import type { AuthMode } from './account-links';
import { useAuthStore } from './auth-store';
import { AuthInitializer } from './AuthInitializer';
import { cardClass } from '@/components/ui/Card';
import { AccountForm, primaryButton, secondaryButton } from './FormField';
import { CompanyFields, CredentialFields, NameFields } from './ProfileFields';
import { useAccountForm } from './use-account-form';
import { useLogout } from './use-logout';

const tabs: { mode: AuthMode; label: string; Form: typeof RegisterForm }[] = [
  { mode: 'register', label: 'Register', Form: RegisterForm },
  { mode: 'signin', label: 'Sign in', Form: SignInForm },
];

/**
 * /register: Register and Sign in as two tabs of one page (WAI-ARIA tabs: arrow keys move
 * between them). Both forms stay mounted so switching keeps what was typed. On success the
 * visitor goes back to `next` (already checked to be a same-site path), and the intro journey
 * counts as seen: someone who has an account never lands in it (nor in its SIGN IN) again.
 */
export function AuthForms({ next, initialMode }: { next: string; initialMode: AuthMode }) {
  const [mode, setMode] = useState(initialMode);
  const tabRefs = useRef<Record<AuthMode, HTMLButtonElement | null>>({
    register: null,
    signin: null,
  });
  const router = useRouter();
  const signedIn = useAuthStore((state) => (state.initialized && state.token ? state.user : null));
  const logout = useLogout();
  const done = () => {
    rememberJourneySeen(browserStorage(), true);
    router.replace(next);
  };

  function select(nextMode: AuthMode, focus = false) {
    setMode(nextMode);
    if (focus) tabRefs.current[nextMode]?.focus();
    // Keep the tab in the address so a reload or a shared link opens the same form.
    const url = new URL(window.location.href);
    url.searchParams.set('mode', nextMode);
    window.history.replaceState(null, '', url);
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.mode === mode);
    // The arrow pointing at the next tab moves to it, whichever way the page reads.
    const step = inlineArrowStep(event.key, inlineSign(event.currentTarget));
    const moves: Record<string, number> = { Home: 0, End: tabs.length - 1 };
    const target = step === null ? moves[event.key] : index + step;
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (tab) select(tab.mode, true);
  }

  if (signedIn) {
    return (
      <div className={`${cardClass} p-6 sm:p-8`}>
        <AuthInitializer />
        <p className="text-lg">
          You are signed in as <strong>{signedIn.firstName}</strong>.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href={next} className={primaryButton}>
            Continue
          </Link>
          <Link href="/profile" className={secondaryButton}>
            Your profile
          </Link>
          <button type="button" onClick={logout} className={secondaryButton}>
            Logout
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={cardClass}>
      <AuthInitializer />
      <div
        role="tablist"
        aria-label="Register or sign in"
        className="grid grid-cols-2 border-b border-sand-200"
      >
        {tabs.map((tab) => {
          const selected = tab.mode === mode;
          return (
            <button
              key={tab.mode}
              ref={(element) => {
                tabRefs.current[tab.mode] = element;
              }}
              id={`tab-${tab.mode}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`panel-${tab.mode}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.mode)}
              onKeyDown={onTabKeyDown}
              className={`px-4 py-4 text-base font-semibold first:rounded-ss-2xl last:rounded-se-2xl ${
                selected
                  ? 'border-b-4 border-teal-800 text-teal-900'
                  : 'border-b-4 border-transparent text-muted hover:text-teal-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map(({ mode: panel, Form }) => (
        <div
          key={panel}
          id={`panel-${panel}`}
          role="tabpanel"
          aria-labelledby={`tab-${panel}`}
          hidden={mode !== panel}
          className="p-6 sm:p-8"
        >
          <Form onDone={done} />
        </div>
      ))}
    </div>
  );
}

const registerFields = ['firstName', 'lastName', 'email', 'password', 'company', 'phone'] as const;

function RegisterForm({ onDone }: { onDone: () => void }) {
  const signup = useAuthStore((state) => state.signup);
  const form = useAccountForm(signupSchema, registerFields, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    company: '',
    phone: '',
  });

  return (
    <AccountForm
      label="Register"
      onSubmit={form.onSubmit(signup, onDone)}
      error={form.formError}
      errorRef={form.formErrorRef}
    >
      <NameFields idPrefix="register" field={form.field} />
      <CredentialFields idPrefix="register" field={form.field} newPassword />
      <CompanyFields idPrefix="register" field={form.field} />
      <button type="submit" disabled={form.busy} className={primaryButton}>
        {form.busy ? 'Creating your account…' : 'Create account'}
      </button>
    </AccountForm>
  );
}

const signInFields = ['email', 'password'] as const;

function SignInForm({ onDone }: { onDone: () => void }) {
  const login = useAuthStore((state) => state.login);
  const form = useAccountForm(loginSchema, signInFields, { email: '', password: '' });

  return (
    <AccountForm
      label="Sign in"
      onSubmit={form.onSubmit(login, onDone)}
      error={form.formError}
      errorRef={form.formErrorRef}
    >
      <CredentialFields idPrefix="signin" field={form.field} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <button type="submit" disabled={form.busy} className={primaryButton}>
          {form.busy ? 'Signing in…' : 'Sign in'}
        </button>
        <Link
          href={accountPaths.forgotPassword}
          className="font-semibold text-teal-800 underline underline-offset-4"
        >
          Forgot your password?
        </Link>
      </div>
    </AccountForm>
  );
}
