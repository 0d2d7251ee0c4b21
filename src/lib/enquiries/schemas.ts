import * as z from 'zod/mini';
import {
  describeValidation,
  email,
  fields as accountFields,
  optionalText,
  phonePattern,
  requiredName,
  text,
} from '@/lib/accounts/schemas';
import { problem } from '@/lib/forms/problems';
import type { ValidatedField, ValidationWords } from '@/site/validation-words';
import { topicValues } from '@/site/enquiry-topics';
import { GENERAL_APPLICATION, jobOpenings } from '@/site/jobs';
import {
  applicationFields,
  CONSENT_VALUE,
  contactFields,
  COVER_NOTE_MAX,
  MESSAGE_MAX,
  type FormValues,
} from './form-fields';

/** A schema's fields: each of its form's fields (the CV is checked apart, as a file). */
type FieldsOf<Names extends readonly string[]> = Record<
  Exclude<Names[number], 'cv'>,
  z.ZodMiniType
>;

/**
 * The contact and application forms' schemas, shared by the browser (inline errors before
 * sending) and the server (the answer to a plain form post and to the API), so both give the
 * same message. Values arrive as form strings. `zod/mini`: this ships to the browser, loaded
 * once a visitor starts filling in a form.
 */

// Line breaks and tabs are fine in a message; other control characters are not.
const messageControlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function longText(field: ValidatedField, max: number, required: boolean) {
  return text(field).check(
    // Browsers send a textarea's line breaks as CRLF; kept as plain line feeds.
    z.overwrite((value) => value.replace(/\r\n?/g, '\n')),
    z.trim(),
    z.refine((value) => !required || value.length > 0, problem('required', field)),
    z.maxLength(max, problem('tooLong', field, max)),
    z.refine((value) => !messageControlCharacters.test(value), problem('controlCharacters', field)),
  );
}

const consent = z.pipe(
  z.unknown(),
  z.transform((value, context) => {
    if (value === CONSENT_VALUE) return true as const;
    context.issues.push({
      code: 'custom',
      input: value,
      message: problem('consent'),
    });
    return z.NEVER;
  }),
);

const link = optionalText('portfolio', 300, {
  regex: /^https?:\/\/[^\s/]+\.[^\s]+$/i,
  message: problem('webAddress', 'portfolio'),
});

export const contactSchema = z.object({
  name: requiredName('name', 100),
  email,
  company: requiredName('company', 150),
  country: requiredName('country', 100),
  phone: accountFields.phone,
  topic: z.enum(topicValues as [string, ...string[]], {
    error: problem('topic'),
  }),
  message: longText('message', MESSAGE_MAX, true),
  consent,
} satisfies FieldsOf<typeof contactFields>);

export const jobValues = [...jobOpenings.map((job) => job.slug), GENERAL_APPLICATION];

export const applicationSchema = z.object({
  name: requiredName('name', 100),
  email,
  phone: requiredName('phone', 32).check(z.regex(phonePattern, problem('phone', 'phone'))),
  link,
  job: z.enum(jobValues as [string, ...string[]], {
    error: problem('job'),
  }),
  message: longText('coverNote', COVER_NOTE_MAX, false),
  consent,
} satisfies FieldsOf<typeof applicationFields>);

export type ContactEnquiry = z.output<typeof contactSchema>;
export type Application = z.output<typeof applicationSchema>;

export const formSchemas = { enquiry: contactSchema, application: applicationSchema } as const;

/** Checks a form's values: the data, or the first message per field in `words`' language. */
export function checkForm<S extends z.ZodMiniType>(
  schema: S,
  values: FormValues,
  words?: ValidationWords,
) {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true as const, data: result.data as z.output<S> };
  return { ok: false as const, fieldErrors: describeValidation(result.error, words).fieldErrors };
}
