import type { FormValues } from '@/lib/enquiries/form-fields';

/** What a form shows after a failed send: the message, each field's error, what was typed. */
export interface FormState {
  message: string | null;
  fieldErrors: Record<string, string>;
  values: FormValues;
}

export const emptyFormState: FormState = { message: null, fieldErrors: {}, values: {} };

/** Where a plain (JavaScript-free) post lands once it is saved. */
export const RECEIVED_PATH = '/contact-us/received';
