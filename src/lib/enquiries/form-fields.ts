/**
 * The contact and application forms' fields and limits, without the schemas: the form reads
 * these as it renders; the zod schemas that check the values (./schemas) load only when a
 * visitor starts filling it in.
 */

export const MESSAGE_MAX = 5000;
export const COVER_NOTE_MAX = 3000;
/** CVs: PDF or DOCX, recognised by their bytes, at most this size. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The value a ticked consent box sends. */
export const CONSENT_VALUE = 'yes';

/** The hidden "form started at" field (minimum fill time); a failed answer hands out a new one under the same name. */
export const FORM_TOKEN_FIELD = 'formStartedAt';
/** The hidden field that says which language the form was filled in (the page's: en or ar). */
export const LOCALE_FIELD = 'locale';
/** Hidden from people (and from assistive technology); bots fill it in. */
export const HONEYPOT_FIELD = 'website';

/** The contact form's fields, in the order the form shows them. */
export const contactFields = [
  'name',
  'email',
  'company',
  'country',
  'phone',
  'topic',
  'message',
  'consent',
] as const;
/** The application form's fields, in the order the form shows them. */
export const applicationFields = [
  'job',
  'name',
  'email',
  'phone',
  'link',
  'cv',
  'message',
  'consent',
] as const;

export type FormKind = 'enquiry' | 'application';

export const formFields = { enquiry: contactFields, application: applicationFields } as const;

/** A field of either form, by name: the form, the schemas and the server's record use these. */
export type FormField = (typeof contactFields)[number] | (typeof applicationFields)[number];

/** The form's text values by name (what a failed post keeps and shows again). */
export type FormValues = Record<string, string>;

/** A form's string values: every named field, '' when missing (files are checked apart). */
export function formValues(form: FormData, names: readonly string[]): FormValues {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

/** Why a CV is refused before its bytes are read: the rule's code in the validation words. */
export type CvProblem = 'cvRequired' | 'cvTooLarge';

/** What can be told about a chosen CV from its name and size (the server also checks its bytes). */
export function cvProblem(
  file: { name: string; size: number } | null | undefined,
): CvProblem | null {
  if (!file || file.size === 0) return 'cvRequired';
  if (file.size > CV_MAX_BYTES) return 'cvTooLarge';
  return null;
}
