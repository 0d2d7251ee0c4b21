import { ApiError, createApiClient } from '@/lib/api/client';
import { FORM_TOKEN_FIELD, type FormKind } from '@/lib/enquiries/form-fields';
import type { enquiryCopy } from '@/site/enquiry-copy';

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

/** The form's own words for a failure the server did not explain, in the page's language. */
type FailureWords = Pick<typeof enquiryCopy, 'networkError' | 'serverError'>;

/**
 * Sends a form to the API as the browser would post it (multipart, with the CV), with the
 * session token when signed in so the enquiry appears on the visitor's profile. 4xx answers
 * explain themselves (in the form's language); anything else gets the form's own `words`.
 */
export async function sendForm(
  kind: FormKind,
  form: FormData,
  words: FailureWords,
): Promise<SendResult> {
  const formsApi = createApiClient({
    describeFailure: ({ status, reason, serverMessage }) => {
      if (reason === 'network') return words.networkError;
      return status < 500 && serverMessage ? serverMessage : words.serverError;
    },
  });
  try {
    await formsApi.post(endpoint[kind], form);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const data = (error.data ?? {}) as { fieldErrors?: Record<string, string> } & Record<
      string,
      unknown
    >;
    const formToken = data[FORM_TOKEN_FIELD];
    return {
      ok: false,
      message: error.message,
      fieldErrors: data.fieldErrors ?? {},
      ...(typeof formToken === 'string' ? { formToken } : {}),
    };
  }
}
