'use client';

import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useActionState, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { browserStorage, rememberJourneySeen } from '@/components/journey/journey-flag';
import { initialLinkFormState, type LinkFormState } from '@/lib/accounts/link-form-state';
import { loginSchema, signupSchema } from '@/lib/accounts/schemas';
import { inlineArrowStep, inlineSign } from '@/lib/inline-direction';
import { accountPaths } from '@/site/account-copy';
import type { AuthMode } from './account-links';
import type * as z from 'zod/mini';
import { useAuthStore, type ActionResult } from './auth-store';
import { AuthInitializer } from './AuthInitializer';
import { cardClass } from '@/components/ui/Card';
import { Notice } from '@/components/ui/Notice';
import { AccountForm, primaryButton, secondaryButton } from './FormField';
import { CompanyFields, CredentialFields, NameFields } from './ProfileFields';
import { useAccountForm, type BoundField } from './use-account-form';
import { useAccountFormWords } from './account-form-words';
import { useLogout } from './use-logout';

/** A server action answering a form posted without JavaScript. */
export type AccountAction = (previous: LinkFormState, form: FormData) => Promise<LinkFormState>;

interface AuthFormProps {
  onDone: () => void;
  /** Where the form posts without JavaScript. */
  action: AccountAction;
}

const tabs: {
  mode: AuthMode;
  label: 'register' | 'signIn';
  Form: (props: AuthFormProps) => ReactNode;
}[] = [
  { mode: 'register', label: 'register', Form: RegisterForm },
  { mode: 'signin', label: 'signIn', Form: SignInForm },
];

/**
 * /register: Register and Sign in as two tabs of one page (WAI-ARIA tabs: arrow keys move
 * between them). Both forms stay mounted so switching keeps what was typed. On success the
 * visitor goes back to `next` (already checked to be a same-site path), and the intro journey
 * counts as seen: someone who has an account never lands in it (nor in its SIGN IN) again.
 */
export function AuthForms({
  next,
  initialMode,
  actions,
}: {
  next: string;
  initialMode: AuthMode;
  /** The server actions a browser without JavaScript posts each form to. */
  actions: Record<AuthMode, AccountAction>;
}) {
  const words = useAccountFormWords();
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
          {words.signedIn.as} <strong>{signedIn.firstName}</strong>.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href={next} className={primaryButton}>
            {words.signedIn.continue}
          </Link>
          <Link href="/profile" className={secondaryButton}>
            {words.signedIn.profile}
          </Link>
          <button type="button" onClick={logout} className={secondaryButton}>
            {words.signedIn.logout}
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
        aria-label={words.tabs.label}
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
              {words.tabs[tab.label]}
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
          <Form onDone={done} action={actions[panel]} />
        </div>
      ))}
    </div>
  );
}

/**
 * A form's answer from the server when it was posted without JavaScript: what to show again,
 * and the errors or the message. With JavaScript the form never posts, and this stays empty.
 */
function useAnswerWithoutScript<F extends string>(action: AccountAction, fields: readonly F[]) {
  const [answer, post] = useActionState(action, initialLinkFormState);
  const values = Object.fromEntries(fields.map((field) => [field, answer.values[field] ?? '']));
  return {
    post,
    values: values as Record<F, string>,
    answered: answer.done ? undefined : answer,
    done: answer.done ? answer.message : null,
  };
}

/** The answer to a post that worked without JavaScript: what happened, and what it needs. */
function DoneWithoutScript({ message }: { message: string | null }) {
  return message ? <Notice role="status">{message}</Notice> : null;
}

/**
 * One tab's form: checked against the API's schema and sent by our code with JavaScript, posted
 * to `action` without it (and then shown again as the server answered).
 */
function AuthForm<F extends string, S extends z.ZodMiniType>({
  onDone,
  action,
  form: { tab, schema, fields },
  submit,
  besideSubmit,
  children,
}: AuthFormProps & {
  form: { tab: 'register' | 'signIn'; schema: S; fields: readonly F[] };
  /** What the store does with the checked values. */
  submit: (data: z.output<S>) => Promise<ActionResult>;
  /** Shown on the submit button's line (sign in's link to a new password). */
  besideSubmit?: ReactNode;
  /** Its fields, bound to the form's state. */
  children: (field: (name: F) => BoundField) => ReactNode;
}) {
  const words = useAccountFormWords();
  const answer = useAnswerWithoutScript(action, fields);
  const form = useAccountForm(schema, fields, answer.values, answer);
  const button = (
    <button type="submit" disabled={form.busy} className={primaryButton}>
      {form.busy ? words[tab].busy : words[tab].submit}
    </button>
  );

  return (
    <AccountForm
      label={words.tabs[tab]}
      onSubmit={form.onSubmit(submit, onDone)}
      action={answer.post}
      error={form.formError}
      errorRef={form.formErrorRef}
    >
      <DoneWithoutScript message={answer.done} />
      {children(form.field)}
      {besideSubmit ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          {button}
          {besideSubmit}
        </div>
      ) : (
        button
      )}
    </AccountForm>
  );
}

/** What the register form asks for, in order, checked by the API's own schema. */
const registerForm = {
  tab: 'register',
  schema: signupSchema,
  fields: ['firstName', 'lastName', 'email', 'password', 'company', 'phone'],
} as const;

function RegisterForm(props: AuthFormProps) {
  const signup = useAuthStore((state) => state.signup);
  return (
    <AuthForm {...props} form={registerForm} submit={signup}>
      {(field) => (
        <>
          <NameFields idPrefix="register" field={field} />
          <CredentialFields idPrefix="register" field={field} newPassword />
          <CompanyFields idPrefix="register" field={field} />
        </>
      )}
    </AuthForm>
  );
}

const signInForm = { tab: 'signIn', schema: loginSchema, fields: ['email', 'password'] } as const;

function SignInForm(props: AuthFormProps) {
  const words = useAccountFormWords();
  const login = useAuthStore((state) => state.login);
  const forgotPassword = (
    <Link
      href={accountPaths.forgotPassword}
      className="font-semibold text-teal-800 underline underline-offset-4"
    >
      {words.signIn.forgotPassword}
    </Link>
  );
  return (
    <AuthForm {...props} form={signInForm} submit={login} besideSubmit={forgotPassword}>
      {(field) => <CredentialFields idPrefix="signin" field={field} />}
    </AuthForm>
  );
}
