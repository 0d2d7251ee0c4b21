'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { describeValidation } from '@/lib/accounts/schemas';
import { validationWordsFor } from '@/lib/forms/problems';
import { pageLocale } from '@/lib/page-locale';
import type { ActionResult } from './auth-store';
import { useTypedBeforeHydration } from './typed-before-hydration';

type Values<F extends string> = Record<F, string>;

/** What a FormField needs from the form for one field. */
export interface BoundField {
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | null) => void;
  autoFocus?: boolean;
}

/**
 * State of an account form: values, inline errors from the same zod schema as the API,
 * the server's errors, and focus on the first error after a failed submit.
 */
export function useAccountForm<F extends string, S extends z.ZodMiniType>(
  schema: S,
  fields: readonly F[],
  initialValues: Values<F>,
  options: {
    focusOnMount?: F;
    /** The server's answer to a post made without JavaScript: its errors and message shown at once. */
    answered?: { fieldErrors: Record<string, string>; message: string | null };
  } = {},
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(
    () => (options.answered?.fieldErrors ?? {}) as Partial<Record<F, string>>,
  );
  const [formError, setFormError] = useState<string | null>(options.answered?.message ?? null);
  // Without JavaScript the page comes back from the server: its first field in error takes focus.
  const answeredFirst = fields.find((field) => options.answered?.fieldErrors[field]);
  // Bumped by each failure without field errors: focus moves to the message once it is on screen.
  const [formErrorShown, setFormErrorShown] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const formErrorRef = useRef<HTMLDivElement | null>(null);
  useTypedBeforeHydration(inputs, setValues);

  useEffect(() => {
    if (formErrorShown > 0) formErrorRef.current?.focus();
  }, [formErrorShown]);

  const { focusOnMount } = options;
  useEffect(() => {
    if (focusOnMount) inputs.current[focusOnMount]?.focus();
  }, [focusOnMount]);

  function fieldErrorsOf(candidate: Values<F>) {
    const result = schema.safeParse(candidate);
    return result.success
      ? { data: result.data as z.output<S>, errors: {} }
      : {
          data: undefined,
          errors: describeValidation(result.error, validationWordsFor(pageLocale())).fieldErrors,
        };
  }

  function showErrors(fieldErrors: Record<string, string>) {
    const own = Object.fromEntries(
      fields.filter((field) => fieldErrors[field]).map((field) => [field, fieldErrors[field]]),
    ) as Partial<Record<F, string>>;
    setErrors(own);
    const first = fields.find((field) => own[field]);
    if (first) inputs.current[first]?.focus();
    return first !== undefined;
  }

  function change(field: F, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a submit has failed, errors follow the typing so a fixed field clears at once.
    if (submitted) setErrors(fieldErrorsOf(next).errors as Partial<Record<F, string>>);
  }

  async function submit(
    event: FormEvent<HTMLFormElement>,
    action: (data: z.output<S>) => Promise<ActionResult>,
  ) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const { data, errors: clientErrors } = fieldErrorsOf(values);
    if (data === undefined) {
      showErrors(clientErrors);
      return false;
    }
    setErrors({});
    const result = await action(data);
    if (result.ok) return true;
    if (!showErrors(result.fieldErrors)) {
      setFormError(result.message);
      setFormErrorShown((count) => count + 1);
    }
    return false;
  }

  /** The form's submit handler: validates, runs `action` (busy meanwhile), then `onSuccess` if it worked. */
  function onSubmit(action: (data: z.output<S>) => Promise<ActionResult>, onSuccess: () => void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      setBusy(true);
      const ok = await submit(event, action);
      setBusy(false);
      if (ok) onSuccess();
    };
  }

  /** Props for a FormField bound to `field`. */
  function field(name: F): BoundField {
    return {
      name,
      value: values[name],
      error: errors[name],
      autoFocus: name === answeredFirst || undefined,
      onChange: (value: string) => change(name, value),
      inputRef: (element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      },
    };
  }

  function reset(next: Values<F>) {
    setValues(next);
    setErrors({});
    setFormError(null);
    setSubmitted(false);
  }

  return { values, field, onSubmit, busy, formError, formErrorRef, reset };
}
