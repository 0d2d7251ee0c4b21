import type { ReactNode } from 'react';

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  optional?: boolean;
  /** The word that marks an optional field, in the page's language. */
  optionalText?: string;
  hint?: ReactNode;
  /** The control, given the ids that describe it (hint, error) for aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
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
      {children([hintId, errorId].filter(Boolean).join(' ') || undefined)}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
