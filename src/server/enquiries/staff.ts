import 'server-only';
import { z } from 'zod';
import { enquiryStatuses, type EnquiryStatus, type StaffEnquiry } from '@/lib/enquiries/views';
import type { Database } from '@/server/db/client';
import type { EnquiryRow } from '@/server/db/schema';
import { topicLabel, topicValues } from '@/site/enquiry-topics';
import { jobOpenings } from '@/site/jobs';
import { toCsv } from './csv';
import { findCv, findEnquiry, listEnquiries, setStatus, type EnquiryFilter } from './store';

/** The list's query (`?topic=&status=&q=`); a value it cannot use is left out, never refused. */
export const filterSchema = z
  .object({
    topic: z
      .enum(topicValues as [string, ...string[]])
      .optional()
      .catch(undefined),
    status: z.enum(enquiryStatuses).optional().catch(undefined),
    q: z.string().optional().catch(undefined),
  })
  .transform(({ q, ...filter }): EnquiryFilter => ({
    ...filter,
    // Words to find; blank is no search, and an over-long one is cut.
    search: q?.trim().slice(0, 200) || undefined,
  }));

export const statusSchema = z.strictObject({
  status: z.enum(enquiryStatuses, { error: 'status must be "new" or "handled".' }),
});

/** An enquiry as the staff inbox shows it (all text; the browser renders it as text). */
export function toStaffEnquiry(row: EnquiryRow, cvName: string | null): StaffEnquiry {
  return {
    id: row.id,
    kind: row.kind,
    topic: row.topic,
    topicLabel: topicLabel(row.topic),
    job: row.job,
    jobTitle: row.job ? (jobOpenings.find((job) => job.slug === row.job)?.title ?? row.job) : null,
    name: row.name,
    email: row.email,
    company: row.company,
    country: row.country,
    phone: row.phone,
    link: row.link,
    message: row.message,
    language: row.locale,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    notified: row.notifiedAt !== null,
    cvName,
  };
}

const CSV_HEADER = [
  'Received',
  'Kind',
  'Topic',
  'Position',
  'Name',
  'Email',
  'Company',
  'Country',
  'Phone',
  'Link',
  'Message',
  'Status',
] as const;

/** The staff inbox's reads and writes; callers have already checked the account is staff. */
export function staffInbox(db: Database) {
  return {
    async list(filter: EnquiryFilter): Promise<StaffEnquiry[]> {
      const rows = await listEnquiries(db, filter);
      return rows.map(({ enquiry, cvName }) => toStaffEnquiry(enquiry, cvName));
    },
    async get(id: string): Promise<StaffEnquiry | null> {
      const row = await findEnquiry(db, id);
      return row ? toStaffEnquiry(row.enquiry, row.cvName) : null;
    },
    async setStatus(id: string, status: EnquiryStatus): Promise<StaffEnquiry | null> {
      const row = await setStatus(db, id, status);
      if (!row) return null;
      return this.get(row.id);
    },
    cv: (id: string) => findCv(db, id),
    async csv(filter: EnquiryFilter): Promise<string> {
      const rows = await this.list(filter);
      return toCsv(
        CSV_HEADER,
        rows.map((row) => [
          row.createdAt,
          row.kind,
          row.topicLabel,
          row.jobTitle ?? (row.kind === 'application' ? 'General application' : ''),
          row.name,
          row.email,
          row.company,
          row.country,
          row.phone,
          row.link,
          row.message,
          row.status,
        ]),
      );
    },
  };
}
