'use client';

import { useEffect, useRef, useState } from 'react';
import { ErrorView } from '@/components/errors/ErrorView';
import { readStoredToken } from '@/lib/accounts/stored-session';
import { ApiError } from '@/lib/api/client';
import { enquiryStatuses, type EnquiryStatus, type StaffEnquiry } from '@/lib/enquiries/views';
import { notFoundContent } from '@/lib/errors/error-page';
import { enquiryTopics } from '@/site/enquiry-topics';
import { controlClass } from './Field';
import { download, staffApi } from './staff-api';

type View =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; message: string }
  | { state: 'ready'; enquiries: StaffEnquiry[] };

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateFormat.format(new Date(iso));

/** The list for these filters, or what to show instead. */
async function fetchView(query: string): Promise<View> {
  // Without a session the API would answer 404 too: no need to ask.
  if (!readStoredToken()) return { state: 'not-found' };
  try {
    const answer = await staffApi.get<{ enquiries: StaffEnquiry[] }>(
      `/staff/enquiries${query ? `?${query}` : ''}`,
    );
    return { state: 'ready', enquiries: answer.data?.enquiries ?? [] };
  } catch (error) {
    return error instanceof ApiError && error.status === 404
      ? { state: 'not-found' }
      : { state: 'error', message: (error as Error).message };
  }
}

const statusLabels: Record<EnquiryStatus, string> = { new: 'New', handled: 'Handled' };

/** One of the inbox's filters: a labelled choice that applies as soon as it changes. */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  choices,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass()}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const buttonClass =
  'inline-flex items-center justify-center rounded-full border border-teal-800 px-4 py-2 text-sm font-semibold text-teal-900 hover:bg-teal-100';

/**
 * The staff inbox. Sessions live in the browser, so the page cannot know on the server who is
 * asking: it asks the staff API, and shows the site's "not found" page when the API answers
 * 404 (no session, or an account not in STAFF_EMAILS). Everything is rendered as text.
 */
export function StaffInbox({ path, initialId }: { path: string; initialId?: string }) {
  const [view, setView] = useState<View>({ state: 'loading' });
  const [topic, setTopic] = useState('');
  const [status, setStatus] = useState('');
  const [openId, setOpenId] = useState<string | null>(initialId ?? null);
  const [notice, setNotice] = useState('');
  const detailHeading = useRef<HTMLHeadingElement>(null);

  const query = new URLSearchParams({
    ...(topic ? { topic } : {}),
    ...(status ? { status } : {}),
  }).toString();

  useEffect(() => {
    let current = true;
    void fetchView(query).then((next) => current && setView(next));
    return () => {
      current = false;
    };
  }, [query]);

  useEffect(() => {
    if (view.state === 'ready') document.title = 'Enquiries | Wasla';
  }, [view.state]);

  useEffect(() => {
    if (openId) detailHeading.current?.focus();
  }, [openId]);

  if (view.state === 'not-found') return <ErrorView content={notFoundContent(path)} />;
  if (view.state === 'loading')
    return (
      <p className="container-page py-40 text-muted" role="status">
        Loading…
      </p>
    );

  const enquiries = view.state === 'ready' ? view.enquiries : [];
  const open = enquiries.find((enquiry) => enquiry.id === openId) ?? null;

  async function setHandled(enquiry: StaffEnquiry, handled: boolean) {
    try {
      const answer = await staffApi.patch(`/staff/enquiries/${enquiry.id}`, {
        status: handled ? 'handled' : 'new',
      });
      setNotice(answer.message);
      setView(await fetchView(query));
    } catch (error) {
      setNotice((error as Error).message);
    }
  }

  async function save(path: string, name: string) {
    try {
      await download(path, name);
    } catch (error) {
      setNotice((error as Error).message);
    }
  }

  return (
    <div className="container-page pb-20 pt-36">
      <h1 className="text-4xl font-bold text-teal-900">Enquiries</h1>
      <p className="mt-2 text-muted">
        Everything sent through the contact and application forms, newest first.
      </p>
      <p role="status" className="mt-2 min-h-6 text-sm font-medium text-teal-900">
        {notice}
      </p>

      <div className="mt-4 flex flex-wrap items-end gap-4">
        <FilterSelect
          id="filter-topic"
          label="Topic"
          value={topic}
          onChange={setTopic}
          choices={[{ value: '', label: 'All topics' }, ...enquiryTopics]}
        />
        <FilterSelect
          id="filter-status"
          label="Status"
          value={status}
          onChange={setStatus}
          choices={[
            { value: '', label: 'All' },
            ...enquiryStatuses.map((value) => ({ value, label: statusLabels[value] })),
          ]}
        />
        <button
          type="button"
          className={buttonClass}
          onClick={() =>
            void save(`/staff/enquiries/export${query ? `?${query}` : ''}`, 'enquiries.csv')
          }
        >
          Export CSV
        </button>
      </div>

      {view.state === 'error' ? (
        <p role="alert" className="mt-6 font-medium text-red-700">
          {view.message}
        </p>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="inbox-list-heading">
          <h2 id="inbox-list-heading" className="sr-only">
            List
          </h2>
          {enquiries.length === 0 ? (
            <p className="text-muted">No enquiries match these filters.</p>
          ) : (
            <ul className="grid gap-3">
              {enquiries.map((enquiry) => (
                <li
                  key={enquiry.id}
                  className={`rounded-lg bg-white p-4 ring-1 ${
                    enquiry.id === openId ? 'ring-2 ring-teal-800' : 'ring-sand-200'
                  }`}
                >
                  <button
                    type="button"
                    onClick={() => setOpenId(enquiry.id)}
                    aria-current={enquiry.id === openId ? 'true' : undefined}
                    className="w-full text-left"
                  >
                    <span className="block font-semibold text-teal-900 underline">
                      {enquiry.name}
                    </span>
                    <span className="block text-sm text-ink">
                      {enquiry.kind === 'application'
                        ? `Application: ${enquiry.jobTitle ?? 'General application'}`
                        : enquiry.topicLabel}
                    </span>
                    <span className="block text-sm text-muted">
                      {when(enquiry.createdAt)} · {statusLabels[enquiry.status]}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        {open ? (
          <section
            aria-labelledby="inbox-detail-heading"
            className="self-start rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-sand-200"
          >
            <h2
              id="inbox-detail-heading"
              ref={detailHeading}
              tabIndex={-1}
              className="text-2xl font-bold text-teal-900"
            >
              {open.name}
            </h2>
            <dl className="mt-4 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              {(
                [
                  ['Received', when(open.createdAt)],
                  ['Status', statusLabels[open.status]],
                  ['Topic', open.topicLabel],
                  [
                    'Position',
                    open.kind === 'application' ? (open.jobTitle ?? 'General application') : null,
                  ],
                  ['Email', open.email],
                  ['Company', open.company],
                  ['Country', open.country],
                  ['Phone', open.phone],
                  ['LinkedIn or portfolio', open.link],
                ] as const
              )
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold text-ink">{label}</dt>
                    <dd className="break-words text-ink">{value}</dd>
                  </div>
                ))}
            </dl>
            <h3 className="mt-5 font-semibold text-ink">
              {open.kind === 'application' ? 'Cover note' : 'Message'}
            </h3>
            <p className="mt-1 whitespace-pre-wrap break-words text-ink" data-testid="message">
              {open.message || '(none)'}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <button
                type="button"
                className={buttonClass}
                onClick={() => void setHandled(open, open.status !== 'handled')}
              >
                {open.status === 'handled' ? 'Mark as new' : 'Mark as handled'}
              </button>
              {open.cvName ? (
                <button
                  type="button"
                  className={buttonClass}
                  onClick={() => void save(`/staff/enquiries/${open.id}/cv`, open.cvName ?? 'cv')}
                >
                  Download CV
                </button>
              ) : null}
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
