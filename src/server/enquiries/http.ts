import 'server-only';
import type { NextRequest } from 'next/server';
import { CV_MAX_BYTES, FORM_TOKEN_FIELD, type FormKind } from '@/lib/enquiries/form-fields';
import { validationWords } from '@/site/validation-words';
import { enquiryCopy } from '@/site/enquiry-copy';
import { readBodyBytes } from '@/server/http';
import { ApiFailure, type ApiSuccess } from '@/server/http/api-route';
import { clientIp } from '@/server/rate-limit/client-ip';
import { enquiryService, signedInUserId } from './index';

/** Largest body each form may send: its text, plus the CV for applications. */
export const MAX_FORM_BYTES: Record<FormKind, number> = {
  enquiry: 64 * 1024,
  application: CV_MAX_BYTES + 64 * 1024,
};

export const ENQUIRIES_UNAVAILABLE =
  'We cannot receive messages just now: the database cannot be reached. Please try again shortly, or call us.';

/**
 * A form body (multipart or URL-encoded, as browsers send forms) of at most `maxBytes`; else a
 * 415, 413 or 400 answer.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'multipart/form-data' && mediaType !== 'application/x-www-form-urlencoded') {
    throw new ApiFailure(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the form as multipart/form-data or application/x-www-form-urlencoded.',
    );
  }
  const tooLarge = new ApiFailure(
    413,
    'PAYLOAD_TOO_LARGE',
    maxBytes > CV_MAX_BYTES
      ? validationWords.rules.formTooLarge
      : `The form is larger than the ${maxBytes / 1024} KB limit.`,
  );
  const bytes = await readBodyBytes(request, maxBytes);
  if (!bytes) throw tooLarge;
  try {
    return await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new ApiFailure(400, 'VALIDATION_FAILED', 'The form data could not be read.');
  }
}

/** POST /api/enquiries and /api/applications: a form, answered as JSON. */
export async function receiveForm(kind: FormKind, request: NextRequest): Promise<ApiSuccess> {
  const form = await readFormBody(request, MAX_FORM_BYTES[kind]);
  const service = await enquiryService();
  const result = await service.receive(kind, form, {
    clientAddress: clientIp(request.headers),
    userId: await signedInUserId(request.headers.get('authorization')),
  });
  if (result.ok)
    return { status: 201, message: enquiryCopy[kind].receivedHeading, data: { id: result.id } };
  // The form said its language, and the service answered in it.
  throw new ApiFailure(result.status, result.code, result.message, {
    localised: true,
    data: { fieldErrors: result.fieldErrors, [FORM_TOKEN_FIELD]: result.formToken },
    headers: result.retryAfter ? { 'Retry-After': String(result.retryAfter) } : undefined,
  });
}
