'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { Link } from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  accountDeletionSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  type AccountUser,
} from '@/lib/accounts/schemas';
import { Ltr } from '@/components/ui/Ltr';
import { formatDate } from '@/lib/dates/format';
import { pageLocale } from '@/lib/page-locale';
import { useAuthStore } from './auth-store';
import { AuthInitializer } from './AuthInitializer';
import { useAccountFormWords } from './account-form-words';
import { buttonClass } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';
import { Notice } from '@/components/ui/Notice';
import { AccountForm, primaryButton, secondaryButton } from './FormField';
import { PasswordField } from './PasswordField';
import { CompanyFields, NameFields } from './ProfileFields';
import { useAccountForm } from './use-account-form';

/**
 * /profile: the signed-in user's details (refreshed from the API), an edit form that leaves
 * everything as it was when a save fails, and account deletion behind a confirmation. A
 * visitor is invited to sign in instead.
 */
export function ProfileView() {
  const initialized = useAuthStore((state) => state.initialized);
  const token = useAuthStore((state) => state.token);
  const user = useAuthStore((state) => state.user);
  const error = useAuthStore((state) => state.error);
  const [notice, setNotice] = useState<string | null>(null);
  const [refreshError, setRefreshError] = useState<string | null>(null);

  useEffect(() => {
    if (!initialized || !token) return;
    // Refresh the saved copy of the user; a dead session is ended by the store itself.
    void useAuthStore
      .getState()
      .fetchProfile()
      .then(() => setRefreshError(useAuthStore.getState().error));
  }, [initialized, token]);

  const words = useAccountFormWords();
  let content;
  if (!initialized) content = <p role="status">{words.profile.loading}</p>;
  else if (!token || !user) content = <SignInInvitation message={notice ?? error} />;
  else
    content = (
      <SignedInProfile
        user={user}
        refreshError={refreshError}
        onDeleted={() => setNotice('Your account has been deleted.')}
      />
    );

  return (
    <>
      <AuthInitializer />
      {content}
    </>
  );
}

function SignInInvitation({ message }: { message: string | null }) {
  const words = useAccountFormWords();
  // Back to this page after signing in, in its language (/ar/profile on an Arabic page).
  const next = encodeURIComponent(usePathname() ?? '/profile');
  return (
    <section
      aria-labelledby="profile-signin-heading"
      className={`${cardClass} max-w-xl p-6 sm:p-8`}
    >
      {message ? (
        <Notice role="status" className="mb-4">
          {message}
        </Notice>
      ) : null}
      <h2 id="profile-signin-heading" className="text-2xl font-bold text-teal-900">
        {words.profile.signInHeading}
      </h2>
      <p className="mt-2 text-muted">{words.profile.signInText}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={`/register?mode=signin&next=${next}`} className={primaryButton}>
          {words.tabs.signIn}
        </Link>
        <Link href={`/register?mode=register&next=${next}`} className={secondaryButton}>
          {words.tabs.register}
        </Link>
      </div>
    </section>
  );
}

function SignedInProfile({
  user,
  refreshError,
  onDeleted,
}: {
  user: AccountUser;
  refreshError: string | null;
  onDeleted: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Email and phone are written left to right whatever the page's direction.
  const details: [string, ReactNode][] = [
    ['First name', user.firstName],
    ['Last name', user.lastName],
    ['Email', <Ltr key="email">{user.email}</Ltr>],
    ...(user.emailVerified === undefined
      ? []
      : ([['Email address', user.emailVerified ? 'Confirmed' : 'Not confirmed yet']] as [
          string,
          string,
        ][])),
    ['Company', user.company ?? 'Not given'],
    ['Phone', user.phone ? <Ltr key="phone">{user.phone}</Ltr> : 'Not given'],
    // Shown only in the browser (the session is the browser's), so the page's <html lang> is known.
    ['Member since', formatDate(new Date(user.createdAt), pageLocale())],
  ];

  function stopEditing(wasSaved: boolean) {
    setEditing(false);
    setSaved(wasSaved);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <div className="grid max-w-3xl gap-8">
      <ProfileSection
        id="profile-details-heading"
        title="Your details"
        action={
          editing ? null : (
            <button
              ref={editButton}
              type="button"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
              className={secondaryButton}
            >
              <Pencil aria-hidden className="me-2 h-4 w-4" />
              Edit details
            </button>
          )
        }
      >
        {refreshError ? (
          <Notice role="alert" className="mt-4">
            Your details could not be refreshed ({refreshError}). Showing the copy saved in this
            browser.
          </Notice>
        ) : null}
        <div role="status">
          {saved ? (
            <p className="mt-4 rounded-lg bg-teal-100 px-4 py-3 text-sm font-medium text-teal-900">
              Your profile has been updated.
            </p>
          ) : null}
        </div>
        {editing ? (
          <EditProfileForm user={user} onClose={stopEditing} />
        ) : (
          <dl data-testid="profile-details" className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2">
            {details.map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm font-semibold text-muted">{term}</dt>
                <dd className="mt-0.5 break-words text-lg">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </ProfileSection>
      {user.emailVerified === false ? <EmailVerification /> : null}
      <ChangePassword />
      <DeleteAccount onDeleted={onDeleted} />
    </div>
  );
}

/**
 * An address not confirmed yet, with a button for a new link. The account works as any other
 * meanwhile; only staff access waits for it.
 */
function EmailVerification() {
  const requestVerification = useAuthStore((state) => state.requestVerification);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);

  async function resend() {
    setBusy(true);
    const result = await requestVerification();
    setBusy(false);
    setAnswer({ ok: result.ok, message: result.message ?? '' });
  }

  return (
    <ProfileSection id="profile-verification-heading" title="Confirm your email address">
      <p className="mt-2 text-muted">
        We sent a link to your address when you registered: open it to confirm the address is yours.
        Your account works meanwhile. No mail? Ask for a new link.
      </p>
      <div role="status">
        {answer?.ok ? (
          <p className="mt-4 rounded-lg bg-teal-100 px-4 py-3 text-sm font-medium text-teal-900">
            {answer.message}
          </p>
        ) : null}
      </div>
      {answer && !answer.ok ? (
        <Notice role="alert" className="mt-4 border border-red-700/40 bg-red-50 text-red-800">
          {answer.message}
        </Notice>
      ) : null}
      <button type="button" onClick={resend} disabled={busy} className={`${secondaryButton} mt-4`}>
        {busy ? 'Sending…' : 'Send a new link'}
      </button>
    </ProfileSection>
  );
}

const profileFields = ['firstName', 'lastName', 'company', 'phone'] as const;

function EditProfileForm({
  user,
  onClose,
}: {
  user: AccountUser;
  onClose: (saved: boolean) => void;
}) {
  const updateProfile = useAuthStore((state) => state.updateProfile);
  const form = useAccountForm(
    profileUpdateSchema,
    profileFields,
    {
      firstName: user.firstName,
      lastName: user.lastName,
      company: user.company ?? '',
      phone: user.phone ?? '',
    },
    { focusOnMount: 'firstName' },
  );

  return (
    <AccountForm
      label="Edit your details"
      onSubmit={form.onSubmit(updateProfile, () => onClose(true))}
      error={form.formError}
      errorRef={form.formErrorRef}
      className="mt-6 grid gap-5"
    >
      <NameFields idPrefix="profile" field={form.field} />
      <CompanyFields idPrefix="profile" field={form.field} />
      <p className="text-sm text-muted">
        Your email address ({user.email}) identifies your account and cannot be changed here.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={form.busy} className={primaryButton}>
          {form.busy ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" onClick={() => onClose(false)} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </AccountForm>
  );
}

const passwordFields = ['currentPassword', 'newPassword'] as const;

function ChangePassword() {
  const changePassword = useAuthStore((state) => state.changePassword);
  const [changed, setChanged] = useState(false);
  const form = useAccountForm(passwordChangeSchema, passwordFields, {
    currentPassword: '',
    newPassword: '',
  });

  return (
    <ProfileSection id="profile-password-heading" title="Change your password">
      <p className="mt-2 text-muted">Changing it signs you out everywhere else.</p>
      <div role="status">
        {changed ? (
          <p className="mt-4 rounded-lg bg-teal-100 px-4 py-3 text-sm font-medium text-teal-900">
            Your password has been changed. Other devices have been signed out.
          </p>
        ) : null}
      </div>
      <AccountForm
        label="Change your password"
        onSubmit={form.onSubmit(changePassword, () => {
          form.reset({ currentPassword: '', newPassword: '' });
          setChanged(true);
        })}
        error={form.formError}
        errorRef={form.formErrorRef}
        className="mt-6 grid max-w-md gap-5"
        onInput={() => setChanged(false)}
      >
        <PasswordField
          id="profile-current-password"
          label="Current password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <PasswordField
          id="profile-new-password"
          label="New password"
          autoComplete="new-password"
          withRules
          {...form.field('newPassword')}
        />
        <div>
          <button type="submit" disabled={form.busy} className={primaryButton}>
            {form.busy ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </AccountForm>
    </ProfileSection>
  );
}

const deletionFields = ['currentPassword'] as const;

function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const deleteAccount = useAuthStore((state) => state.deleteAccount);
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useAccountForm(accountDeletionSchema, deletionFields, { currentPassword: '' });

  return (
    <ProfileSection id="profile-delete-heading" title="Delete your account">
      <p className="mt-2 text-muted">
        This removes your account and everything it holds, at once and for good.
      </p>
      <button
        type="button"
        onClick={() => {
          form.reset({ currentPassword: '' });
          dialog.current?.showModal();
        }}
        className={buttonClass('danger-outline', 'mt-4')}
      >
        <Trash2 aria-hidden className="me-2 h-4 w-4" />
        Delete my account
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="delete-dialog-title"
        aria-describedby="delete-dialog-description"
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-teal-950/60 sm:p-8"
      >
        <h3 id="delete-dialog-title" className="text-xl font-bold text-teal-900">
          Delete your account?
        </h3>
        <p id="delete-dialog-description" className="mt-2 text-muted">
          Your account and profile will be deleted permanently. You will be signed out, and this
          cannot be undone. Enter your password to confirm.
        </p>
        <AccountForm
          label="Confirm account deletion"
          // Once deleted, the session ends and the profile (dialog included) gives way to the notice.
          onSubmit={form.onSubmit(deleteAccount, onDeleted)}
          error={form.formError}
          errorRef={form.formErrorRef}
          className="mt-4 grid gap-5"
        >
          <PasswordField
            id="delete-current-password"
            label="Current password"
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className={secondaryButton}
            >
              Keep my account
            </button>
            <button type="submit" disabled={form.busy} className={buttonClass('danger')}>
              {form.busy ? 'Deleting…' : 'Yes, delete my account'}
            </button>
          </div>
        </AccountForm>
      </dialog>
    </ProfileSection>
  );
}

/** One card of the profile page, titled by its h2 (the section's accessible name). */
function ProfileSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${cardClass} p-6 sm:p-8`}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold text-teal-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
