import type { FormEvent, ReactNode, Ref } from 'react';
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
  /** Help shown under the label and read with the field (e.g. the password rules). */
  hint?: ReactNode;
}

/** A labelled input with its hint and inline error, both tied to it for screen readers. */
export function FormField({
  id,
  name,
  label,
  value,
  onChange,
  inputRef,
  error,
  type = 'text',
  autoComplete,
  optional,
  hint,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </div>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm focus-visible:border-teal-800 ${
          error ? 'border-red-700' : 'border-muted/70'
        }`}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * An account form: named for assistive technology, validated by our code rather than the
 * browser's bubbles, with its message for failures that belong to no single field on top.
 */
export function AccountForm({
  label,
  onSubmit,
  error,
  errorRef,
  className = 'grid gap-5',
  onInput,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  errorRef: Ref<HTMLDivElement>;
  className?: string;
  onInput?: () => void;
  children: ReactNode;
}) {
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit} onInput={onInput} className={className}>
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
