'use client';

import { Link } from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { useAuthStore } from '@/components/accounts/auth-store';
import { accountApi } from '@/lib/accounts/client';
import { formatDate } from '@/lib/dates/format';
import { pageLocale } from '@/lib/page-locale';
import type { SentEnquiry } from '@/lib/enquiries/views';
import { topicLabel } from '@/site/enquiry-topics';

/** An opening's title by its slug: passed in, so the openings' file and checks stay on the server. */
type OpeningTitles = Readonly<Record<string, string>>;

function subject(enquiry: SentEnquiry, openingTitles: OpeningTitles) {
  if (enquiry.kind === 'enquiry') return topicLabel(enquiry.topic);
  const title = enquiry.job ? openingTitles[enquiry.job] : undefined;
  return `Application: ${title ?? 'General application'}`;
}

/** /profile: the enquiries and applications the signed-in visitor sent while signed in. */
export function MyEnquiries({ openingTitles }: { openingTitles: OpeningTitles }) {
  const token = useAuthStore((state) => state.token);
  const [enquiries, setEnquiries] = useState<SentEnquiry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    accountApi
      .get<{ enquiries: SentEnquiry[] }>('/users/enquiries')
      .then((answer) => current && setEnquiries(answer.data?.enquiries ?? []))
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [token]);

  if (!token) return null;
  return (
    <section aria-labelledby="my-enquiries-heading" className="mt-12 max-w-3xl">
      <h2 id="my-enquiries-heading" className="text-2xl font-bold text-teal-900">
        Your enquiries
      </h2>
      {error ? (
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
      ) : enquiries === null ? (
        <p role="status" className="mt-3 text-muted">
          Loading your enquiries…
        </p>
      ) : enquiries.length === 0 ? (
        <p className="mt-3 text-muted">
          You have not sent us a message while signed in.{' '}
          <Link href="/contact-us" className="font-semibold text-teal-800 underline">
            Contact us
          </Link>
        </p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id} className="rounded-lg bg-white p-4 ring-1 ring-sand-200">
              <p className="font-semibold text-teal-900">{subject(enquiry, openingTitles)}</p>
              <p className="text-sm text-muted">
                Sent {formatDate(new Date(enquiry.createdAt), pageLocale())} ·{' '}
                {enquiry.status === 'handled' ? 'Answered by our team' : 'Received'}
              </p>
              <p className="mt-2 line-clamp-3 whitespace-pre-wrap break-words text-ink">
                {enquiry.message}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
