'use client';

import { Link } from '@/components/ui/Link';
import { useActionState, useEffect, useRef, useState, type ReactNode } from 'react';
import { initialLinkFormState, type LinkFormState } from '@/lib/accounts/link-form-state';
import { accountPaths } from '@/site/account-copy';
import { Field } from '@/components/enquiries/Field';
import { cardClass } from '@/components/ui/Card';
import { Notice } from '@/components/ui/Notice';
import { primaryButton, secondaryButton } from './FormField';
import { PasswordField } from './PasswordField';
import { useAccountFormWords } from './account-form-words';
import { useTypedBeforeHydration } from './typed-before-hydration';

export type LinkAction = (previous: LinkFormState, form: FormData) => Promise<LinkFormState>;

const SIGN_IN_PATH = '/register?mode=signin';

/**
 * A mailed-link form: a plain post to a server action, so it works without JavaScript (the
 * page comes back with the answer); with it, the same action answers without a reload. Focus
 * goes to what the answer asks the visitor to read: the confirmation, the first field in
 * error, or the message.
 */
function LinkForm({
  words,
  action,
  fields,
  done,
  refused,
}: {
  /** The form's name, its button's word and what the button says while it is sent. */
  words: { label: string; submit: string; busy: string };
  action: LinkAction;
  fields: (state: LinkFormState) => ReactNode;
  /** What shows once the server accepted the form, under its message. */
  done: ReactNode;
  /** What shows beside the message when the link itself was refused. */
  refused?: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, initialLinkFormState);
  const answered = state !== initialLinkFormState;
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!answered) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? messageRef.current)?.focus();
  }, [state, answered]);

  if (state.done) {
    return (
      <div className={`${cardClass} p-6 sm:p-8`}>
        <div ref={messageRef} role="status" tabIndex={-1} autoFocus className="outline-none">
          <p className="text-lg font-semibold text-teal-900">{state.message}</p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">{done}</div>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      aria-label={words.label}
      noValidate
      className={`${cardClass} grid gap-5 p-6 sm:p-8`}
    >
      {state.message ? (
        <div
          ref={messageRef}
          role="alert"
          tabIndex={-1}
          autoFocus={Object.keys(state.fieldErrors).length === 0}
          className="rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {state.message}
          {state.linkRefused && refused ? <div className="mt-2">{refused}</div> : null}
        </div>
      ) : null}
      {fields(state)}
      <div>
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? words.busy : words.submit}
        </button>
      </div>
    </form>
  );
}

/** A link page opened without its token: nothing to post, only the way to get a new link. */
function IncompleteLink({ href, label }: { href: string; label: string }) {
  const words = useAccountFormWords();
  return (
    <div className={`${cardClass} grid gap-5 p-6 sm:p-8`}>
      <Notice role="alert">{words.links.incomplete}</Notice>
      <div className="flex flex-wrap gap-3">
        <Link href={href} className={secondaryButton}>
          {label}
        </Link>
      </div>
    </div>
  );
}

/** /verify-email: one button confirms the address (a mail scanner opening the link changes nothing). */
export function VerifyEmailForm({ action, token }: { action: LinkAction; token: string }) {
  const { links, signedIn } = useAccountFormWords();
  if (!token) return <IncompleteLink href="/profile" label={links.newVerificationLink} />;
  return (
    <LinkForm
      words={links.verify}
      action={action}
      fields={() => <input type="hidden" name="token" value={token} />}
      refused={
        <Link href="/profile" className="underline">
          {links.newVerificationLink}
        </Link>
      }
      done={
        <>
          <Link href="/profile" className={primaryButton}>
            {signedIn.profile}
          </Link>
          <Link href="/" className={secondaryButton}>
            {links.home}
          </Link>
        </>
      }
    />
  );
}

/** /forgot-password: the address to send a reset link to; the answer never says whether it has an account. */
export function ForgotPasswordForm({ action }: { action: LinkAction }) {
  const { links, fields: labels } = useAccountFormWords();
  return (
    <LinkForm
      words={links.forgot}
      action={action}
      fields={(state) => (
        <Field id="forgot-email" label={labels.email} error={state.fieldErrors.email}>
          {(tied) => (
            <input
              {...tied}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={state.email}
              autoFocus={state.fieldErrors.email !== undefined}
            />
          )}
        </Field>
      )}
      done={
        <Link href={SIGN_IN_PATH} className={secondaryButton}>
          {links.backToSignIn}
        </Link>
      }
    />
  );
}

/** /reset-password: the new password, with its rules; the link's token goes with it. */
export function ResetPasswordForm({ action, token }: { action: LinkAction; token: string }) {
  const { links, tabs } = useAccountFormWords();
  const newLink = (
    <Link href={accountPaths.forgotPassword} className="underline">
      {links.newResetLink}
    </Link>
  );
  if (!token)
    return <IncompleteLink href={accountPaths.forgotPassword} label={links.newResetLink} />;
  return (
    <LinkForm
      words={links.reset}
      action={action}
      fields={(state) => (
        <>
          <input type="hidden" name="token" value={token} />
          <NewPassword error={state.fieldErrors.newPassword} />
        </>
      )}
      refused={newLink}
      done={
        <Link href={SIGN_IN_PATH} className={primaryButton}>
          {tabs.signIn}
        </Link>
      }
    />
  );
}

function NewPassword({ error }: { error?: string }) {
  const { fields } = useAccountFormWords();
  const [values, setValues] = useState({ newPassword: '' });
  const inputs = useRef<{ newPassword?: HTMLInputElement | null }>({});
  useTypedBeforeHydration(inputs, setValues);
  return (
    <PasswordField
      id="reset-new-password"
      name="newPassword"
      label={fields.newPassword}
      autoComplete="new-password"
      withRules
      value={values.newPassword}
      onChange={(newPassword) => setValues({ newPassword })}
      inputRef={(input) => {
        inputs.current.newPassword = input;
      }}
      error={error}
      autoFocus={error !== undefined}
    />
  );
}
