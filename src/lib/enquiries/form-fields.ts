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
export const applicationFields = [
  'name',
  'email',
  'phone',
  'link',
  'job',
  'message',
  'consent',
  'cv',
] as const;

export type FormKind = 'enquiry' | 'application';

export const formFields = { enquiry: contactFields, application: applicationFields } as const;

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

/** What the browser can tell about a chosen CV before sending it (the server checks the bytes). */
export function cvProblem(file: { name: string; size: number } | null | undefined): string | null {
  if (!file || file.size === 0) return 'CV is required: choose a PDF or Word (.docx) file.';
  if (file.size > CV_MAX_BYTES) return 'CV must be at most 5 MB.';
  return null;
}
