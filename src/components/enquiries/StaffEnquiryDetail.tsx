'use client';

import { Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  enquiryLanguageLabels,
  type EnquiryStatus,
  type StaffEnquiry,
} from '@/lib/enquiries/views';
import { site } from '@/site/config';

export const statusLabels: Record<EnquiryStatus, string> = { new: 'New', handled: 'Handled' };

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const when = (iso: string) => dateFormat.format(new Date(iso));
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export const staffButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-teal-800 px-4 py-2 text-sm font-semibold text-teal-900 hover:bg-teal-100';

/** What an enquiry is about, in a few words: its topic, or the position applied for. */
export function enquirySubject(enquiry: StaffEnquiry): string {
  return enquiry.kind === 'application'
    ? `Application: ${enquiry.jobTitle ?? 'General application'}`
    : enquiry.topicLabel;
}

/**
 * A reply in the staff member's own mail program, to the sender, with a subject that names
 * the enquiry (so the answer finds its thread on both sides).
 */
export function replyHref(enquiry: StaffEnquiry): string {
  const about =
    enquiry.kind === 'application'
      ? `your application to ${site.name} (${enquiry.jobTitle ?? 'General application'})`
      : `your enquiry to ${site.name} about ${enquiry.topicLabel}`;
  const subject = `Re: ${about}, ${dayFormat.format(new Date(enquiry.createdAt))}`;
  const body = `Dear ${enquiry.name},\n\n`;
  return `mailto:${enquiry.email}?${new URLSearchParams({ subject, body }).toString().replaceAll('+', '%20')}`;
}

/** One enquiry, opened: every field, the reply link, handled / new, and the CV. */
export function StaffEnquiryDetail({
  enquiry,
  onSetHandled,
  onDownloadCv,
}: {
  enquiry: StaffEnquiry;
  onSetHandled: (handled: boolean) => void;
  onDownloadCv: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening another enquiry moves focus to it, as a new page would.
  useEffect(() => heading.current?.focus(), [enquiry.id]);

  const fields = [
    ['Received', when(enquiry.createdAt)],
    ['Status', statusLabels[enquiry.status]],
    ['Language', enquiryLanguageLabels[enquiry.language]],
    ['Topic', enquiry.topicLabel],
    [
      'Position',
      enquiry.kind === 'application' ? (enquiry.jobTitle ?? 'General application') : null,
    ],
    ['Email', enquiry.email],
    ['Company', enquiry.company],
    ['Country', enquiry.country],
    ['Phone', enquiry.phone],
    ['LinkedIn or portfolio', enquiry.link],
  ] as const;

  return (
    <section
      aria-labelledby="inbox-detail-heading"
      className="self-start rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-sand-200 lg:sticky lg:top-36"
    >
      <h2
        id="inbox-detail-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-teal-900"
      >
        {enquiry.name}
      </h2>
      <dl className="mt-4 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {fields
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-ink">{label}</dt>
              <dd className="break-words text-ink">{value}</dd>
            </div>
          ))}
      </dl>
      <h3 className="mt-5 font-semibold text-ink">
        {enquiry.kind === 'application' ? 'Cover note' : 'Message'}
      </h3>
      <p className="mt-1 whitespace-pre-wrap break-words text-ink" data-testid="message">
        {enquiry.message || '(none)'}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={replyHref(enquiry)} className={staffButtonClass}>
          <Mail aria-hidden="true" className="h-4 w-4" />
          Reply by email
        </a>
        <button
          type="button"
          className={staffButtonClass}
          onClick={() => onSetHandled(enquiry.status !== 'handled')}
        >
          {enquiry.status === 'handled' ? 'Mark as new' : 'Mark as handled'}
        </button>
        {enquiry.cvName ? (
          <button type="button" className={staffButtonClass} onClick={onDownloadCv}>
            Download CV
          </button>
        ) : null}
      </div>
    </section>
  );
}
