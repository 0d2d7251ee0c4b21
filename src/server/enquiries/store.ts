import 'server-only';
import { and, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { EnquiryStatus } from '@/lib/enquiries/views';
import { enquiries, enquiryFiles, type EnquiryRow } from '@/server/db/schema';

export type NewEnquiry = typeof enquiries.$inferInsert;
export interface CvUpload {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** Saves an enquiry and its CV together: both or neither. */
export async function insertEnquiry(
  db: Database,
  enquiry: NewEnquiry,
  cv?: CvUpload,
): Promise<EnquiryRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(enquiries).values(enquiry).returning();
    if (!row) throw new Error('Saving the enquiry returned no row');
    if (cv)
      await tx.insert(enquiryFiles).values({ enquiryId: row.id, ...cv, size: cv.data.length });
    return row;
  });
}

export interface EnquiryFilter {
  topic?: string;
  status?: EnquiryStatus;
  /** Words to find in the name, email, company or message (case-insensitive, as typed). */
  search?: string;
}

/** `text` as a LIKE pattern matching itself anywhere: its own % and _ match only themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The most a list or an export returns, newest first. */
export const LIST_LIMIT = 500;

/** Enquiries newest first, each with whether it has a CV. */
export async function listEnquiries(db: Database, filter: EnquiryFilter = {}) {
  const conditions = [
    filter.topic ? eq(enquiries.topic, filter.topic) : undefined,
    filter.status ? eq(enquiries.status, filter.status) : undefined,
    filter.search
      ? or(
          ...[enquiries.name, enquiries.email, enquiries.company, enquiries.message].map((column) =>
            ilike(column, containing(filter.search ?? '')),
          ),
        )
      : undefined,
  ].filter((condition) => condition !== undefined);
  return db
    .select({ enquiry: enquiries, cvName: enquiryFiles.fileName })
    .from(enquiries)
    .leftJoin(enquiryFiles, eq(enquiryFiles.enquiryId, enquiries.id))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(LIST_LIMIT);
}

export async function findEnquiry(db: Database, id: string) {
  const [row] = await db
    .select({ enquiry: enquiries, cvName: enquiryFiles.fileName })
    .from(enquiries)
    .leftJoin(enquiryFiles, eq(enquiryFiles.enquiryId, enquiries.id))
    .where(eq(enquiries.id, id))
    .limit(1);
  return row;
}

export async function setStatus(db: Database, id: string, status: EnquiryStatus) {
  const [row] = await db
    .update(enquiries)
    .set({ status, handledAt: status === 'handled' ? sql`now()` : null })
    .where(eq(enquiries.id, id))
    .returning();
  return row;
}

export async function findCv(db: Database, enquiryId: string) {
  const [row] = await db
    .select()
    .from(enquiryFiles)
    .where(eq(enquiryFiles.enquiryId, enquiryId))
    .limit(1);
  return row;
}

/** What a signed-in visitor sent, newest first. */
export function listForUser(db: Database, userId: string) {
  return db
    .select()
    .from(enquiries)
    .where(eq(enquiries.userId, userId))
    .orderBy(desc(enquiries.createdAt))
    .limit(LIST_LIMIT);
}

/** Deletes enquiries (and their CVs) received before `cutoff`; returns how many. */
export async function purgeBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(enquiries)
    .where(lt(enquiries.createdAt, cutoff))
    .returning({ id: enquiries.id });
  return deleted.length;
}

/**
 * Claims up to `limit` notifications that are due (not sent, next try passed, tries left),
 * pushing their next try `leaseSeconds` ahead so another instance does not send them too.
 */
export async function claimDueNotifications(
  db: Database,
  {
    maxAttempts,
    leaseSeconds,
    limit,
    since,
  }: {
    maxAttempts: number;
    leaseSeconds: number;
    limit: number;
    since: Date;
  },
): Promise<EnquiryRow[]> {
  const due = db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(
      and(
        isNull(enquiries.notifiedAt),
        lt(enquiries.mailAttempts, maxAttempts),
        sql`${enquiries.nextMailAt} <= now()`,
        sql`${enquiries.createdAt} >= ${since.toISOString()}`,
      ),
    )
    .orderBy(enquiries.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(enquiries)
    .set({
      mailAttempts: sql`${enquiries.mailAttempts} + 1`,
      nextMailAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(enquiries.id, due))
    .returning();
}

export async function markNotified(db: Database, id: string) {
  await db
    .update(enquiries)
    .set({ notifiedAt: sql`now()` })
    .where(eq(enquiries.id, id));
}

export async function scheduleRetry(db: Database, id: string, delayMs: number) {
  await db
    .update(enquiries)
    .set({ nextMailAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
    .where(eq(enquiries.id, id));
}
