'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { formFields, formValues, LOCALE_FIELD, type FormKind } from '@/lib/enquiries/form-fields';
import { isDatabaseUnavailable } from '@/server/db/errors';
import { enquiryService } from '@/server/enquiries';
import { ENQUIRIES_UNAVAILABLE } from '@/server/enquiries/http';
import type { Submission } from '@/server/enquiries/service';
import { log } from '@/server/log';
import { clientIp } from '@/server/rate-limit/client-ip';
import { enquiryCopy } from '@/site/enquiry-copy';
import { isLocale, localePath } from '@/site/locale';
import { RECEIVED_PATH, type FormState } from '@/components/enquiries/form-state';

/**
 * The forms' answer when the browser runs no JavaScript: the post goes to the page, and the
 * page comes back with the errors and what was typed, or a 303 to the confirmation.
 */
async function send(kind: FormKind, form: unknown): Promise<FormState> {
  // A hand-made action call can pass anything: only a form is read.
  if (!(form instanceof FormData))
    return { message: enquiryCopy.unreadableForm, fieldErrors: {}, values: {} };
  const values = formValues(form, formFields[kind]);
  let result: Submission;
  try {
    const service = await enquiryService();
    result = await service.receive(kind, form, { clientAddress: clientIp(await headers()) });
  } catch (error) {
    if (isDatabaseUnavailable(error))
      return { message: ENQUIRIES_UNAVAILABLE, fieldErrors: {}, values };
    log.error({ err: error }, 'Enquiry form: unexpected error');
    return { message: enquiryCopy.serverError, fieldErrors: {}, values };
  }
  if (!result.ok) return { message: result.message, fieldErrors: result.fieldErrors, values };
  // The confirmation in the language the form was filled in.
  const locale = form.get(LOCALE_FIELD);
  redirect(`${localePath(isLocale(locale) ? locale : 'en', RECEIVED_PATH)}?kind=${kind}`);
}

export async function sendEnquiry(_previous: FormState, form: FormData): Promise<FormState> {
  return send('enquiry', form);
}

export async function sendApplication(_previous: FormState, form: FormData): Promise<FormState> {
  return send('application', form);
}
