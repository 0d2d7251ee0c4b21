import * as z from 'zod/mini';
import { problem, problemMessage } from '@/lib/forms/problems';
import { apiWords } from '@/site/api-words';
import type { ValidatedField, ValidationWords } from '@/site/validation-words';

/**
 * The Account API's payloads, shared by the forms (inline errors) and the route handlers
 * (400 answers), so both give the same message. Every message names its field, recorded as a
 * rule's code (src/lib/forms/problems.ts) and said in the page's language by describeValidation. Written with
 * `zod/mini` because the forms and the header's session code ship them to every browser.
 */

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
const NAME_MAX = 100;
const COMPANY_MAX = 150;
const PHONE_MAX = 32;
const EMAIL_MAX = 254;

/**
 * Characters as a person counts them (code points, as zod measures strings), not UTF-16 units,
 * once the password is in NFC as the schemas keep it ("e" + accent counts as one "é").
 */
const characterCount = (value: string) => Array.from(value.normalize('NFC')).length;

/** The password rules as the registration form shows them, each with its check. */
export const passwordRules = [
  {
    label: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
    test: (value: string) =>
      characterCount(value) >= PASSWORD_MIN && characterCount(value) <= PASSWORD_MAX,
  },
  { label: 'At least one letter', test: (value: string) => /\p{L}/u.test(value) },
  { label: 'At least one digit', test: (value: string) => /\p{Nd}/u.test(value) },
] as const;

/**
 * Characters a name must not hold: controls (C0, DEL, C1), and the invisible format
 * characters (Unicode Cf: bidi overrides and isolates such as U+202E, zero-width spaces and
 * joiners, the BOM, soft hyphens) that make one name look like another. Line and paragraph
 * separators too.
 */
const hiddenCharacters = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** A string field whose missing or non-string value gets a message naming the field. */
export function text(field: ValidatedField) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? problem('required', field)
        : problem('notText', field),
  });
}

/** A required one-line field: trimmed, 1 to `max` characters. */
export function requiredName(field: ValidatedField, max: number) {
  return text(field).check(
    z.trim(),
    z.minLength(1, problem('required', field)),
    z.maxLength(max, problem('tooLong', field, max)),
    noHiddenCharacters(field),
  );
}

function noHiddenCharacters(field: ValidatedField) {
  return z.refine<string>(
    (value) => !hiddenCharacters.test(value),
    problem('hiddenCharacters', field),
  );
}

/** An optional field: empty or null clears it (stored as null). */
export function optionalText(
  field: ValidatedField,
  max: number,
  pattern?: { regex: RegExp; message: string },
) {
  const checks = [
    z.trim(),
    z.maxLength(max, problem('tooLong', field, max)),
    noHiddenCharacters(field),
  ];
  if (pattern)
    checks.push(
      z.refine<string>((value) => value === '' || pattern.regex.test(value), pattern.message),
    );
  const textField = text(field).check(...checks);
  return z.optional(
    z.pipe(
      z.union([textField, z.null()], { error: problem('notText', field) }),
      z.transform((value: string | null) => (value === '' || value === null ? null : value)),
    ),
  );
}

export const email = z.pipe(
  text('email').check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, problem('required', 'email')),
    z.maxLength(EMAIL_MAX, problem('tooLong', 'email', EMAIL_MAX)),
  ),
  z.email({ error: problem('email', 'email') }),
);

/**
 * A password being chosen: the rules the forms show (passwordRules). Passwords are kept in
 * Unicode NFC, so "é" typed as one character on one keyboard and as "e" + accent on another
 * is the same password at signup, sign-in and change.
 */
function newPassword(field: ValidatedField) {
  return text(field).check(
    z.normalize('NFC'),
    z.minLength(PASSWORD_MIN, problem('tooShort', field, PASSWORD_MIN)),
    z.maxLength(PASSWORD_MAX, problem('tooLong', field, PASSWORD_MAX)),
    z.regex(/\p{L}/u, problem('needsLetter', field)),
    z.regex(/\p{Nd}/u, problem('needsDigit', field)),
  );
}

/** A password being checked (in NFC, like a new one): any non-empty one up to the maximum. */
function currentPassword(field: ValidatedField) {
  return text(field).check(
    z.normalize('NFC'),
    z.minLength(1, problem('required', field)),
    z.maxLength(PASSWORD_MAX, problem('tooLong', field, PASSWORD_MAX)),
  );
}

/** A phone number as people write one: at least 6 digits, spaces, +, -, ( or ). */
export const phonePattern = /^\+?[\p{Nd}\s().-]{6,}$/u;

export const fields = {
  firstName: requiredName('firstName', NAME_MAX),
  lastName: requiredName('lastName', NAME_MAX),
  company: optionalText('company', COMPANY_MAX),
  phone: optionalText('phone', PHONE_MAX, {
    regex: phonePattern,
    message: problem('phone', 'phone'),
  }),
};

const unknownFields = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys'
      ? problem('unknownFields', '', (issue.keys as string[]).join(', '))
      : problem('notObject'),
};

export const signupSchema = z.strictObject(
  { ...fields, email, password: newPassword('password') },
  unknownFields,
);

export const loginSchema = z.strictObject(
  { email, password: currentPassword('password') },
  unknownFields,
);

export const passwordChangeSchema = z
  .strictObject(
    {
      currentPassword: currentPassword('currentPassword'),
      newPassword: newPassword('newPassword'),
    },
    unknownFields,
  )
  .check(
    z.refine((change) => change.newPassword !== change.currentPassword, {
      path: ['newPassword'],
      error: problem('samePassword', 'newPassword'),
    }),
  );

/** Deleting an account: the current password confirms the owner is asking. */
export const accountDeletionSchema = z.strictObject(
  { currentPassword: currentPassword('currentPassword') },
  unknownFields,
);

export const profileUpdateSchema = z
  .strictObject(
    {
      firstName: z.optional(fields.firstName),
      lastName: z.optional(fields.lastName),
      company: fields.company,
      phone: fields.phone,
    },
    unknownFields,
  )
  .check(
    z.refine((update) => Object.values(update).some((value) => value !== undefined), {
      error: problem('emptyUpdate'),
    }),
  );

/** The token of a mailed link (verification, password reset), as the page read it from the link. */
const linkToken = text('mailedLink').check(
  z.trim(),
  z.minLength(1, problem('linkIncomplete', 'mailedLink')),
  z.maxLength(300, problem('linkInvalid', 'mailedLink')),
);

/** Confirming an email address with the token of its mailed link. */
export const verificationSchema = z.strictObject({ token: linkToken }, unknownFields);

/** Asking for a password reset link: the account's address. */
export const passwordResetRequestSchema = z.strictObject({ email }, unknownFields);

/** Choosing a new password with the token of a reset link. */
export const passwordResetSchema = z.strictObject(
  { token: linkToken, newPassword: newPassword('newPassword') },
  unknownFields,
);

export type SignupInput = z.input<typeof signupSchema>;
export type SignupData = z.output<typeof signupSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** The user object of every Account API answer (never a password hash). */
export const accountUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the owner opened a link mailed to the address (absent in a session saved before it existed). */
  emailVerified: z.optional(z.boolean()),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export interface ValidationProblem {
  /** Every distinct message, joined: the API's 400 message. */
  message: string;
  /** The first message per field, for inline form errors. */
  fieldErrors: Record<string, string>;
}

/** Turns a failed parse into the API message and the form's per-field errors, in `words`' language. */
export function describeValidation(
  error: z.core.$ZodError,
  words?: ValidationWords,
): ValidationProblem {
  const fieldErrors: Record<string, string> = {};
  const messages = error.issues.map((issue) => problemMessage(issue.message, words));
  error.issues.forEach((issue, index) => {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (field && !(field in fieldErrors)) fieldErrors[field] = messages[index]!;
  });
  const message = [...new Set(messages)].join(' ');
  return { message, fieldErrors };
}

/** The API's answer when a valid token's account no longer exists; the browser then signs out. */
export const NO_ACCOUNT_MESSAGE = apiWords.errors.ACCOUNT_NOT_FOUND;
