import type { FormKind } from '@/lib/enquiries/form-fields';
import { publicEnv } from '@/lib/env/public';
import { enquiryCopy } from '@/site/enquiry-copy';

export type SendResult =
  | { ok: true }
  | {
      ok: false;
      message: string;
      fieldErrors: Record<string, string>;
      /** A new start token, when the form's had expired. */
      formToken?: string;
    };

const endpoint: Record<FormKind, string> = { enquiry: '/enquiries', application: '/applications' };

/**
 * Sends a form to the API as the browser would post it (multipart, with the CV), with the
 * session token when signed in so the enquiry appears on the visitor's profile.
 */
export async function sendForm(
  kind: FormKind,
  form: FormData,
  token: string | null,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(
      `${publicEnv.NEXT_PUBLIC_API_BASE.replace(/\/+$/, '')}${endpoint[kind]}`,
      {
        method: 'POST',
        body: form,
        headers: {
          Accept: 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
    );
  } catch {
    return { ok: false, message: enquiryCopy.networkError, fieldErrors: {} };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as {
    message?: unknown;
    data?: { fieldErrors?: Record<string, string>; formStartedAt?: unknown };
  } | null;
  // 4xx answers explain themselves; anything else gets the generic message.
  const message =
    response.status < 500 && typeof body?.message === 'string'
      ? body.message
      : enquiryCopy.serverError;
  const formToken = body?.data?.formStartedAt;
  return {
    ok: false,
    message,
    fieldErrors: body?.data?.fieldErrors ?? {},
    ...(typeof formToken === 'string' ? { formToken } : {}),
  };
}
