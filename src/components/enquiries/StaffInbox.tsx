'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ErrorView } from '@/components/errors/ErrorView';
import { readStoredToken } from '@/lib/accounts/stored-session';
import { ApiError } from '@/lib/api/client';
import {
  enquiryStatuses,
  enquiryLanguageLabels,
  STAFF_INBOX_PATH,
  staffEnquiryPath,
  type StaffEnquiry,
} from '@/lib/enquiries/views';
import { notFoundContent } from '@/lib/errors/error-page';
import { chromeWords as arabicChrome } from '@/site/ar/chrome';
import { chromeWords as englishChrome } from '@/site/chrome';
import { enquiryTopics } from '@/site/enquiry-topics';
import { localeOf } from '@/site/locale';
import { controlClass } from './Field';
import { download, staffApi } from './staff-api';
import {
  enquirySubject,
  StaffEnquiryDetail,
  staffButtonClass,
  statusLabels,
  when,
} from './StaffEnquiryDetail';

type View =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; message: string }
  | { state: 'ready'; enquiries: StaffEnquiry[] };

/** The open enquiry: loading, shown, or gone (deleted, or a mistyped address). */
type Opened = { id: string; enquiry: StaffEnquiry | null; missing: boolean };

/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 250;

/** The list for these filters, or what to show instead. */
async function fetchView(query: string): Promise<View> {
  // Without a session the API would answer 404 too: no need to ask.
  if (!readStoredToken()) return { state: 'not-found' };
  try {
    const answer = await staffApi.get<{ enquiries: StaffEnquiry[] }>(
      `${STAFF_INBOX_PATH}${query ? `?${query}` : ''}`,
    );
    return { state: 'ready', enquiries: answer.data?.enquiries ?? [] };
  } catch (error) {
    return error instanceof ApiError && error.status === 404
      ? { state: 'not-found' }
      : { state: 'error', message: (error as Error).message };
  }
}

/** The inbox's filters as the address holds them (?topic=&status=&q=), empty on the server. */
function filtersInAddress() {
  const search = new URLSearchParams(typeof window === 'undefined' ? '' : location.search);
  return {
    topic: search.get('topic') ?? '',
    status: search.get('status') ?? '',
    q: search.get('q') ?? '',
  };
}

/** The id in /staff/enquiries/<id>, or (from mails sent before those addresses) in ?id=. */
function openIdOf(pathname: string): string | null {
  const inPath = pathname.slice(STAFF_INBOX_PATH.length + 1);
  if (inPath) return inPath;
  return typeof window === 'undefined' ? null : new URLSearchParams(location.search).get('id');
}

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

/**
 * The staff inbox. Sessions live in the browser, so the page cannot know on the server who is
 * asking: it asks the staff API, and shows the site's "not found" page when the API answers
 * 404 (no session, or an account not in STAFF_EMAILS). Each enquiry has its own address
 * (/staff/enquiries/<id>), so a reload, the back button or the notification mail opens it.
 * Everything is rendered as text.
 */
export function StaffInbox() {
  const pathname = usePathname();
  const [view, setView] = useState<View>({ state: 'loading' });
  const [filters] = useState(filtersInAddress);
  const [topic, setTopic] = useState(filters.topic);
  const [status, setStatus] = useState(filters.status);
  const [typed, setTyped] = useState(filters.q);
  const [search, setSearch] = useState(filters.q);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [notice, setNotice] = useState<{ text: string; undo?: () => void }>({ text: '' });
  const openId = openIdOf(pathname);

  const query = new URLSearchParams({
    ...(topic ? { topic } : {}),
    ...(status ? { status } : {}),
    ...(search ? { q: search } : {}),
  }).toString();

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  // The filters live in the address too, so a reload or a shared link shows the same list (and
  // an old ?id= link moves to the enquiry's own address).
  const addressOf = (id: string | null) =>
    `${id ? staffEnquiryPath(id) : STAFF_INBOX_PATH}${query ? `?${query}` : ''}`;
  const address = addressOf(openId);
  useEffect(() => {
    if (address !== `${location.pathname}${location.search}`)
      window.history.replaceState(window.history.state, '', address);
  }, [address]);

  useEffect(() => {
    let current = true;
    void fetchView(query).then((next) => current && setView(next));
    return () => {
      current = false;
    };
  }, [query]);

  // The open enquiry is read on its own, so it stays open whatever the filters show.
  useEffect(() => {
    if (!openId || view.state !== 'ready') return;
    let current = true;
    staffApi
      .get<StaffEnquiry>(staffEnquiryPath(openId))
      .then(
        (answer) =>
          current && setOpened({ id: openId, enquiry: answer.data ?? null, missing: false }),
      )
      .catch(() => current && setOpened({ id: openId, enquiry: null, missing: true }));
    return () => {
      current = false;
    };
  }, [openId, view.state]);

  useEffect(() => {
    if (view.state === 'ready') document.title = 'Enquiries | Wasla';
  }, [view.state]);

  if (view.state === 'not-found') {
    // What a visitor sees, so in the address's language (the inbox itself is staff's, English).
    const words = (localeOf(pathname) === 'ar' ? arabicChrome : englishChrome).errors;
    return <ErrorView content={notFoundContent(pathname, words)} words={words} />;
  }
  if (view.state === 'loading')
    return (
      <p className="container-page py-40 text-muted" role="status">
        Loading…
      </p>
    );

  const enquiries = view.state === 'ready' ? view.enquiries : [];
  const listed = enquiries.find((enquiry) => enquiry.id === openId) ?? null;
  const open = opened?.id === openId ? (opened.enquiry ?? listed) : listed;

  /** Opens an enquiry at its own address (the app router follows the history entry). */
  function show(id: string) {
    window.history.pushState(null, '', addressOf(id));
  }

  async function setHandled(enquiry: StaffEnquiry, handled: boolean, undoing = false) {
    try {
      const answer = await staffApi.patch<StaffEnquiry>(staffEnquiryPath(enquiry.id), {
        status: handled ? 'handled' : 'new',
      });
      setOpened({ id: enquiry.id, enquiry: answer.data ?? null, missing: false });
      setNotice({
        text: answer.message,
        // A status changed by mistake is one click from undone.
        undo: undoing ? undefined : () => void setHandled(enquiry, !handled, true),
      });
      setView(await fetchView(query));
    } catch (error) {
      setNotice({ text: (error as Error).message });
    }
  }

  async function save(path: string, name: string) {
    try {
      await download(path, name);
    } catch (error) {
      setNotice({ text: (error as Error).message });
    }
  }

  return (
    <div className="container-page pb-20 pt-36">
      <h1 className="text-4xl font-bold text-teal-900">Enquiries</h1>
      <p className="mt-2 text-muted">
        Everything sent through the contact and application forms, newest first.
      </p>
      <div className="mt-2 flex min-h-9 flex-wrap items-center gap-3">
        <p role="status" className="text-sm font-medium text-teal-900">
          {notice.text}
        </p>
        {notice.undo ? (
          <button
            type="button"
            onClick={notice.undo}
            className="text-sm font-semibold text-teal-800 underline"
          >
            Undo
          </button>
        ) : null}
      </div>

      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div className="min-w-64 grow sm:grow-0">
          <label htmlFor="filter-search" className="block text-sm font-semibold text-ink">
            Search
          </label>
          <input
            id="filter-search"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby="filter-search-hint"
            className={controlClass()}
          />
          <p id="filter-search-hint" className="sr-only">
            Finds names, email addresses, companies and words in messages.
          </p>
        </div>
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
          className={staffButtonClass}
          onClick={() =>
            void save(`${STAFF_INBOX_PATH}/export${query ? `?${query}` : ''}`, 'enquiries.csv')
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
          <h2 id="inbox-list-heading" className="text-sm font-semibold text-muted">
            {enquiries.length === 1 ? '1 enquiry' : `${enquiries.length} enquiries`}
          </h2>
          {enquiries.length === 0 ? (
            <p className="mt-3 text-muted">No enquiries match these filters.</p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {enquiries.map((enquiry) => (
                <li
                  key={enquiry.id}
                  className={`rounded-lg bg-white ring-1 ${
                    enquiry.id === openId ? 'ring-2 ring-teal-800' : 'ring-sand-200'
                  }`}
                >
                  <a
                    href={addressOf(enquiry.id)}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                        return;
                      event.preventDefault();
                      show(enquiry.id);
                    }}
                    aria-current={enquiry.id === openId ? 'page' : undefined}
                    className="block p-4"
                  >
                    <span className="block font-semibold text-teal-900 underline">
                      {enquiry.name}
                    </span>
                    <span className="block text-sm text-ink">{enquirySubject(enquiry)}</span>
                    {enquiry.company || enquiry.country ? (
                      <span className="block text-sm text-ink">
                        {[enquiry.company, enquiry.country].filter(Boolean).join(' · ')}
                      </span>
                    ) : null}
                    <span className="block text-sm text-muted">
                      {when(enquiry.createdAt)} · {statusLabels[enquiry.status]}
                      {enquiry.language === 'en'
                        ? null
                        : ` · ${enquiryLanguageLabels[enquiry.language]}`}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        {open ? (
          <StaffEnquiryDetail
            enquiry={open}
            onSetHandled={(handled) => void setHandled(open, handled)}
            onDownloadCv={() => void save(`${staffEnquiryPath(open.id)}/cv`, open.cvName ?? 'cv')}
          />
        ) : openId && opened?.id === openId && opened.missing ? (
          <p role="alert" className="self-start font-medium text-ink">
            This enquiry is not in the inbox: the address may be mistyped, or it was deleted.
          </p>
        ) : null}
      </div>
    </div>
  );
}
