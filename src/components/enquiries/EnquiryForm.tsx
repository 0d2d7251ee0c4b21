'use client';

import { Link } from '@/components/ui/Link';
import { useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { readStoredToken } from '@/lib/accounts/stored-session';
import {
  CONSENT_VALUE,
  CV_ACCEPT,
  FORM_TOKEN_FIELD,
  formFields,
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  type FormField,
  type FormKind,
  type FormValues,
} from '@/lib/enquiries/form-fields';
import type { enquiryCopy } from '@/site/enquiry-copy';
import { fixFieldsMessage, type FormWords } from '@/site/form-words';
import type { Locale } from '@/site/locale';
import type { EnquiryTopic } from '@/site/enquiry-topics';
import { emptyFormState, type FormState } from './form-state';
import { Field } from './Field';

export interface EnquiryFormProps {
  kind: FormKind;
  /** The server action that answers a post made without JavaScript. */
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  /** The "form started at" token (minimum fill time): the response's stamped nonce. */
  formToken: string;
  /** The server refuses a form sent sooner than this after its token was made (bots post at once). */
  minFillMs: number;
  /** Values chosen by the link that opened the form (topic, first message line, job). */
  initialValues: FormValues;
  /** The contact form's topics (none for an application). */
  topics: readonly EnquiryTopic[];
  /** Each topic group's name, in the page's language. */
  topicGroupLabels: Record<EnquiryTopic['group'], string>;
  /** The openings to apply for (none for the contact form). */
  jobs: readonly { value: string; label: string }[];
  /** The page's language: the enquiry is stored with it, and the words are in it. */
  locale: Locale;
  copy: FormCopy;
  words: FormShownWords;
}

type FormChecks = typeof import('./form-checks');
type EnquiryCopy = typeof enquiryCopy;
/**
 * The form's words: those of its own kind (`form`, without the heading and introduction the
 * server renders above it) and those both forms share; the other form's stay out of the page's
 * payload.
 */
export type FormCopy = Omit<EnquiryCopy, FormKind> & {
  form: Omit<EnquiryCopy[FormKind], 'heading' | 'intro'>;
};
/**
 * The field words the form shows: not the confirmation page's, nor those the server uses alone
 * (an expired form's message, the general application's name); the hints only for an application.
 */
export type FormShownWords = Pick<
  FormWords,
  'labels' | 'optional' | 'honeypot' | 'chooseTopic' | 'fixFields'
> &
  Partial<Pick<FormWords, 'linkHint' | 'cvHint'>>;

/**
 * The contact form and the job application form. Without JavaScript it is a plain post (a
 * server action) answered by the page again or by the confirmation; with it, the same zod
 * schema checks each field first and the form is sent to the API without a reload.
 */
export function EnquiryForm({
  kind,
  action,
  formToken,
  minFillMs,
  initialValues,
  topics,
  topicGroupLabels,
  jobs,
  locale,
  copy: allCopy,
  words,
}: EnquiryFormProps) {
  const copy = allCopy.form;
  const fixMessage = (count: number) => fixFieldsMessage(words.fixFields, count);
  const [serverState, formAction] = useActionState(action, emptyFormState);
  const [clientState, setClientState] = useState<FormState | null>(null);
  // The page's start token, until the server hands out a new one for an expired form.
  const [startToken, setStartToken] = useState(formToken);
  // When the start token reached this page (its clock): the server made it earlier still, so
  // waiting the minimum from here is always enough.
  const tokenArrived = useRef(0);
  useEffect(() => {
    tokenArrived.current = performance.now();
  }, [startToken]);
  const [checkAsTyped, setCheckAsTyped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [received, setReceived] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const receivedRef = useRef<HTMLHeadingElement>(null);
  const checks = useRef<FormChecks | null>(null);
  // Bumped by each failed send, so focus moves even when the same field fails again.
  const [failures, setFailures] = useState(0);

  const state = clientState ?? serverState;
  const values = { ...initialValues, ...state.values };
  const errors = state.fieldErrors;
  const id = (name: FormField | typeof HONEYPOT_FIELD) => `${kind}-${name}`;
  const firstInvalid = formFields[kind].find((name) => errors[name]);

  // A signed-in visitor's details fill the empty fields (the browser holds the profile; its
  // reader checks it with the account schema, so it loads only for a signed-in visitor).
  useEffect(() => {
    if (!readStoredToken()) return;
    void import('@/lib/accounts/session-storage').then(({ readStoredUser }) => {
      const user = readStoredUser();
      const form = formRef.current;
      if (!user || !form) return;
      const fill = (name: string, value: string | null) => {
        const input = form.elements.namedItem(name);
        if (input instanceof HTMLInputElement && input.value === '' && value) input.value = value;
      };
      fill('name', `${user.firstName} ${user.lastName}`.trim());
      fill('email', user.email);
      fill('company', user.company);
      fill('phone', user.phone);
    });
  }, []);

  useEffect(() => {
    if (failures === 0) return;
    const target = firstInvalid ? document.getElementById(id(firstInvalid)) : alertRef.current;
    target?.focus();
    // Only a new failure moves focus; typing that changes the errors must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failures]);

  useEffect(() => {
    if (received) receivedRef.current?.focus();
  }, [received]);

  /** The checks and the sender, loaded when the visitor first enters the form. */
  function loadChecks(): Promise<FormChecks> {
    return import('./form-checks').then((module) => (checks.current = module));
  }

  function showFailure(message: string, fieldErrors: Record<string, string>) {
    setClientState({ message, fieldErrors, values: {} });
    setFailures((count) => count + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setCheckAsTyped(true);
    const { formErrors, sendForm } = await loadChecks();
    const found = formErrors(kind, form);
    const count = Object.keys(found).length;
    if (count > 0) return showFailure(fixMessage(count), found);
    setBusy(true);
    const data = new FormData(form);
    // A person who sends at once (autofill, paste) is not refused: the form shows "Sending…"
    // and waits until the server's minimum fill time is over.
    const wait = minFillMs - (performance.now() - tokenArrived.current);
    if (wait > 0) await new Promise((resolve) => window.setTimeout(resolve, wait));
    const answer = await sendForm(kind, data, allCopy);
    setBusy(false);
    if (answer.ok) {
      setClientState(null);
      setReceived(true);
      return;
    }
    if (answer.formToken) setStartToken(answer.formToken);
    showFailure(answer.message, answer.fieldErrors);
  }

  function recheck() {
    if (!checkAsTyped || !formRef.current || !checks.current) return;
    const found = checks.current.formErrors(kind, formRef.current);
    const count = Object.keys(found).length;
    setClientState({
      message: count > 0 ? fixMessage(count) : null,
      fieldErrors: found,
      values: {},
    });
  }

  if (received) {
    return (
      <div
        role="status"
        className="rounded-[var(--radius-card)] border border-teal-800/30 bg-teal-50 p-6"
      >
        <h3 ref={receivedRef} tabIndex={-1} className="text-xl font-bold text-teal-900">
          {copy.receivedHeading}
        </h3>
        <p className="mt-2 text-ink">{copy.received}</p>
      </div>
    );
  }

  /** What every control carries besides its field's ties: its name, and focus on the first error. */
  const control = (name: FormField) => ({
    name,
    autoFocus: !clientState && firstInvalid === name,
  });

  const textField = (
    name: FormField,
    label: string,
    type: 'text' | 'email' | 'tel' | 'url',
    autoComplete: string,
    optional = false,
    hint?: string,
  ) => (
    <Field
      id={id(name)}
      label={label}
      error={errors[name]}
      optional={optional}
      optionalText={words.optional}
      hint={hint}
    >
      {(tied) => (
        <input
          {...tied}
          {...control(name)}
          type={type}
          autoComplete={autoComplete}
          defaultValue={values[name] ?? ''}
          required={!optional}
        />
      )}
    </Field>
  );

  const selectField = (name: FormField, label: string, choices: ReactNode) => (
    <Field id={id(name)} label={label} error={errors[name]}>
      {(tied) => (
        <select {...tied} {...control(name)} defaultValue={values[name] ?? ''} required>
          {choices}
        </select>
      )}
    </Field>
  );

  const { labels } = words;
  const messageLabel = kind === 'enquiry' ? labels.message : labels.coverNote;

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      onFocus={() => void loadChecks()}
      onInput={recheck}
      noValidate
      aria-labelledby={`${kind}-heading`}
      aria-busy={busy}
      className="grid gap-5"
    >
      {state.message ? (
        <div
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          autoFocus={!clientState && !firstInvalid}
          className="rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {state.message}
        </div>
      ) : null}
      <input type="hidden" name={FORM_TOKEN_FIELD} value={startToken} />
      <input type="hidden" name={LOCALE_FIELD} value={locale} />
      {/* Hidden from people and assistive technology; a bot that fills it is ignored. */}
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id(HONEYPOT_FIELD)}>{words.honeypot}</label>
        <input
          id={id(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>

      {kind === 'application'
        ? selectField(
            'job',
            labels.job,
            jobs.map((job) => (
              <option key={job.value} value={job.value}>
                {job.label}
              </option>
            )),
          )
        : null}

      <div className="grid gap-5 sm:grid-cols-2">
        {textField('name', labels.name, 'text', 'name')}
        {textField('email', labels.email, 'email', 'email')}
        {kind === 'enquiry' ? (
          <>
            {textField('company', labels.company, 'text', 'organization')}
            {textField('country', labels.country, 'text', 'country-name')}
            {textField('phone', labels.phone, 'tel', 'tel', true)}
          </>
        ) : (
          <>
            {textField('phone', labels.phone, 'tel', 'tel')}
            {textField('link', labels.portfolio, 'url', 'url', true, words.linkHint)}
          </>
        )}
      </div>

      {kind === 'enquiry' ? (
        selectField(
          'topic',
          labels.topic,
          <>
            <option value="">{words.chooseTopic}</option>
            {(['Services', 'Areas of focus', 'Other'] as const).map((group) => (
              <optgroup key={group} label={topicGroupLabels[group]}>
                {topics
                  .filter((topic) => topic.group === group)
                  .map((topic) => (
                    <option key={topic.value} value={topic.value}>
                      {topic.label}
                    </option>
                  ))}
              </optgroup>
            ))}
          </>,
        )
      ) : (
        <Field id={id('cv')} label={labels.cv} error={errors.cv} hint={words.cvHint}>
          {(tied) => (
            <input
              {...tied}
              {...control('cv')}
              type="file"
              accept={CV_ACCEPT}
              required
              className={`${tied.className} file:me-3 file:rounded-full file:border-0 file:bg-teal-100 file:px-4 file:py-1.5 file:font-semibold file:text-teal-900`}
            />
          )}
        </Field>
      )}

      <Field
        id={id('message')}
        label={messageLabel}
        error={errors.message}
        optional={kind === 'application'}
        optionalText={words.optional}
      >
        {(tied) => (
          <textarea
            {...tied}
            {...control('message')}
            rows={kind === 'enquiry' ? 7 : 5}
            defaultValue={values.message ?? ''}
            required={kind === 'enquiry'}
          />
        )}
      </Field>

      <div>
        <div className="flex items-start gap-3">
          <input
            {...control('consent')}
            id={id('consent')}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id('consent')}-error` : undefined}
            type="checkbox"
            value={CONSENT_VALUE}
            defaultChecked={values.consent === CONSENT_VALUE}
            required
            className="mt-1 size-5 shrink-0 accent-teal-800"
          />
          <label htmlFor={id('consent')} className="text-sm text-ink">
            {copy.consent}{' '}
            <Link href="/legal/privacy" className="font-semibold text-teal-800 underline">
              {allCopy.privacyLinkLabel}
            </Link>
            .
          </label>
        </div>
        {errors.consent ? (
          <p id={`${id('consent')}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.consent}
          </p>
        ) : null}
      </div>

      <div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center justify-center rounded-full bg-teal-800 px-6 py-3 font-semibold text-white hover:bg-teal-900 disabled:cursor-progress disabled:opacity-70"
        >
          {busy ? allCopy.sending : copy.submit}
        </button>
      </div>
    </form>
  );
}
