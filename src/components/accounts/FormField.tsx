import type { FormEvent, ReactNode, Ref } from 'react';
import { Field } from '@/components/enquiries/Field';
import { buttonClass } from '@/components/ui/Button';

export interface FormFieldProps {
  /** Unique on the page: the input's id and the prefix of its hint and error ids. */
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  error?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete: string;
  optional?: boolean;
  /** The word that marks an optional field, in the page's language. */
  optionalText?: string;
  /** Help shown under the label and read with the field (e.g. the password rules). */
  hint?: ReactNode;
  /** Focused when the page loads (a form answered without JavaScript, with this field in error). */
  autoFocus?: boolean;
}

/** A labelled input with its hint and inline error, both tied to it for screen readers. */
export function FormField({
  name,
  value,
  onChange,
  inputRef,
  type = 'text',
  autoComplete,
  autoFocus,
  ...field
}: FormFieldProps) {
  // The rest (id, label, error, optional and its word, hint) is the Field's.
  return (
    <Field {...field}>
      {(tied) => (
        <input
          {...tied}
          ref={inputRef}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          required={!field.optional}
        />
      )}
    </Field>
  );
}

/**
 * An account form: named for assistive technology, validated by our code rather than the
 * browser's bubbles, with its message for failures that belong to no single field on top.
 */
export function AccountForm({
  label,
  onSubmit,
  action,
  error,
  errorRef,
  className = 'grid gap-5',
  onInput,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The server action a browser without JavaScript posts to (`onSubmit` handles it otherwise). */
  action?: (form: FormData) => void;
  error: string | null;
  errorRef: Ref<HTMLDivElement>;
  className?: string;
  onInput?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      action={action}
      onInput={onInput}
      className={className}
    >
      <FormAlert message={error} alertRef={errorRef} />
      {children}
    </form>
  );
}

/** A failure that belongs to no single field: announced, and focused by the form after a failed submit. */
function FormAlert({
  message,
  alertRef,
}: {
  message: string | null;
  alertRef: Ref<HTMLDivElement>;
}) {
  if (!message) return null;
  return (
    <div
      ref={alertRef}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {message}
    </div>
  );
}

export const primaryButton = buttonClass('primary');
export const secondaryButton = buttonClass('secondary');
