import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { accountService } from '@/server/accounts';
import { database } from '@/server/db/client';
import { ApiFailure, readApiJson, type ApiSuccess } from '@/server/http/api-route';
import { describeValidation } from '@/lib/accounts/schemas';
import type { SentEnquiry, StaffEnquiry } from '@/lib/enquiries/views';
import { staffAccess } from './index';
import { filterSchema, statusSchema } from './staff';
import { listForUser } from './store';

// Staff answers hold personal data and CVs: never stored by a browser or a proxy.
const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

function idFrom(request: NextRequest): string {
  const id = request.nextUrl.pathname.split('/')[4] ?? '';
  // Not an id at all is the same as an unknown one (and never reaches the database).
  if (!z.uuid().safeParse(id).success) throw notFound(request);
  return id;
}

function notFound(request: NextRequest) {
  return new ApiFailure(
    404,
    'NOT_FOUND',
    `There is no API endpoint at ${request.nextUrl.pathname}.`,
  );
}

const inboxOf = (request: NextRequest) =>
  staffAccess(request.headers.get('authorization'), request.nextUrl.pathname);

const filterOf = (request: NextRequest) =>
  filterSchema.parse(Object.fromEntries(request.nextUrl.searchParams));

/** GET /api/staff/enquiries?topic=&status= : newest first. */
export async function listForStaff(
  request: NextRequest,
): Promise<ApiSuccess<{ enquiries: StaffEnquiry[] }>> {
  const inbox = await inboxOf(request);
  const enquiries = await inbox.list(filterOf(request));
  return { status: 200, message: `${enquiries.length} enquiries.`, data: { enquiries } };
}

/** GET /api/staff/enquiries/{id} */
export async function oneForStaff(request: NextRequest): Promise<ApiSuccess<StaffEnquiry>> {
  const inbox = await inboxOf(request);
  const enquiry = await inbox.get(idFrom(request));
  if (!enquiry) throw notFound(request);
  return { status: 200, message: 'Enquiry loaded.', data: enquiry };
}

/** PATCH /api/staff/enquiries/{id} {status: "handled" | "new"} */
export async function updateForStaff(request: NextRequest): Promise<ApiSuccess<StaffEnquiry>> {
  const inbox = await inboxOf(request);
  const id = idFrom(request);
  const parsed = statusSchema.safeParse(await readApiJson(request));
  if (!parsed.success) {
    const { message, fieldErrors } = describeValidation(parsed.error);
    throw new ApiFailure(400, 'VALIDATION_FAILED', message, { data: { fieldErrors } });
  }
  const enquiry = await inbox.setStatus(id, parsed.data.status);
  if (!enquiry) throw notFound(request);
  return {
    status: 200,
    message: enquiry.status === 'handled' ? 'Marked as handled.' : 'Marked as new.',
    data: enquiry,
  };
}

/** GET /api/staff/enquiries/{id}/cv : the CV as a download, only ever to staff. */
export async function cvForStaff(request: NextRequest): Promise<Response> {
  const inbox = await inboxOf(request);
  const cv = await inbox.cv(idFrom(request));
  if (!cv) throw notFound(request);
  return new Response(new Uint8Array(cv.data), {
    headers: {
      ...PRIVATE,
      'Content-Type': cv.contentType,
      'Content-Length': String(cv.size),
      'Content-Disposition': `attachment; filename="cv.${cv.fileName.split('.').pop()}"; filename*=UTF-8''${encodeURIComponent(cv.fileName)}`,
    },
  });
}

/** GET /api/staff/enquiries/export?topic=&status= : CSV of the same list. */
export async function csvForStaff(request: NextRequest): Promise<Response> {
  const inbox = await inboxOf(request);
  const csv = await inbox.csv(filterOf(request));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="wasla-enquiries-${day}.csv"`,
    },
  });
}

/** GET /api/users/enquiries : what the signed-in visitor sent. */
export async function listForVisitor(
  request: NextRequest,
): Promise<ApiSuccess<{ enquiries: SentEnquiry[] }>> {
  const user = await (await accountService()).account(request.headers.get('authorization'));
  const rows = await listForUser((await database()).db, user.id);
  return {
    status: 200,
    message: `${rows.length} enquiries.`,
    data: {
      enquiries: rows.map((row): SentEnquiry => ({
        id: row.id,
        kind: row.kind,
        topic: row.topic,
        job: row.job,
        message: row.message,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      })),
    },
  };
}
