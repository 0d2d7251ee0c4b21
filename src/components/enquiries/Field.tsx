import type { ReactNode } from 'react';

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  optional?: boolean;
  /** The word that marks an optional field, in the page's language. */
  optionalText?: string;
  hint?: ReactNode;
  /** The control, given what ties it to the field (spread on it). */
  children: (control: FieldControl) => ReactNode;
}

/**
 * What ties a control to its field: the id its label names, its error state and look, and the
 * hint and error read with it.
 */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export const controlClass = (error?: string) =>
  `mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm focus-visible:border-teal-800 ${
    error ? 'border-red-700' : 'border-muted/70'
  }`;

/** A labelled form control with its hint and its error, both read with it by screen readers. */
export function Field({
  id,
  label,
  error,
  optional,
  optionalText = '(optional)',
  hint,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> {optionalText}</span> : null}
      </label>
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </div>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        className: controlClass(error),
      })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
