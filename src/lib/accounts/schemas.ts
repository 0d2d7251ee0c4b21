import * as z from 'zod/mini';

/**
 * The Account API's payloads, shared by the forms (inline errors) and the route handlers
 * (400 answers), so both give the same message. Every message names its field. Written with
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
export function text(label: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required.`
        : `${label} must be text.`,
  });
}

/** A required one-line field: trimmed, 1 to `max` characters. */
export function requiredName(label: string, max: number) {
  return text(label).check(
    z.trim(),
    z.minLength(1, `${label} is required.`),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
    noHiddenCharacters(label),
  );
}

function noHiddenCharacters(label: string) {
  return z.refine<string>(
    (value) => !hiddenCharacters.test(value),
    `${label} must not contain control, invisible or text-direction characters.`,
  );
}

/** An optional field: empty or null clears it (stored as null). */
export function optionalText(
  label: string,
  max: number,
  pattern?: { regex: RegExp; message: string },
) {
  const checks = [
    z.trim(),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
    noHiddenCharacters(label),
  ];
  if (pattern)
    checks.push(
      z.refine<string>((value) => value === '' || pattern.regex.test(value), pattern.message),
    );
  const field = text(label).check(...checks);
  return z.optional(
    z.pipe(
      z.union([field, z.null()], { error: `${label} must be text.` }),
      z.transform((value: string | null) => (value === '' || value === null ? null : value)),
    ),
  );
}

export const email = z.pipe(
  text('Email').check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Email is required.'),
    z.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters.`),
  ),
  z.email({ error: 'Email must be a valid email address, like name@company.com.' }),
);

/**
 * A password being chosen: the rules the forms show (passwordRules). Passwords are kept in
 * Unicode NFC, so "é" typed as one character on one keyboard and as "e" + accent on another
 * is the same password at signup, sign-in and change.
 */
function newPassword(label: string) {
  return text(label).check(
    z.normalize('NFC'),
    z.minLength(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters.`),
    z.maxLength(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters.`),
    z.regex(/\p{L}/u, `${label} must contain at least one letter.`),
    z.regex(/\p{Nd}/u, `${label} must contain at least one digit.`),
  );
}

/** A password being checked (in NFC, like a new one): any non-empty one up to the maximum. */
function currentPassword(label: string) {
  return text(label).check(
    z.normalize('NFC'),
    z.minLength(1, `${label} is required.`),
    z.maxLength(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters.`),
  );
}

export const fields = {
  firstName: requiredName('First name', NAME_MAX),
  lastName: requiredName('Last name', NAME_MAX),
  company: optionalText('Company', COMPANY_MAX),
  phone: optionalText('Phone', PHONE_MAX, {
    regex: /^\+?[\p{Nd}\s().-]{6,}$/u,
    message: 'Phone must be a phone number: at least 6 digits, spaces, +, -, ( or ).',
  }),
};

const unknownFields = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown field: ${(issue.keys as string[]).join(', ')}.`
      : 'The request body must be a JSON object.',
};

export const signupSchema = z.strictObject(
  { ...fields, email, password: newPassword('Password') },
  unknownFields,
);

export const loginSchema = z.strictObject(
  { email, password: currentPassword('Password') },
  unknownFields,
);

export const passwordChangeSchema = z
  .strictObject(
    {
      currentPassword: currentPassword('Current password'),
      newPassword: newPassword('New password'),
    },
    unknownFields,
  )
  .check(
    z.refine((change) => change.newPassword !== change.currentPassword, {
      path: ['newPassword'],
      error: 'New password must differ from the current one.',
    }),
  );

/** Deleting an account: the current password confirms the owner is asking. */
export const accountDeletionSchema = z.strictObject(
  { currentPassword: currentPassword('Current password') },
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
      error: 'Send at least one of firstName, lastName, company or phone to update.',
    }),
  );

/** The token of a mailed link (verification, password reset), as the page read it from the link. */
const linkToken = text('Link').check(
  z.trim(),
  z.minLength(1, 'The link is incomplete: open the whole link from the email.'),
  z.maxLength(300, 'The link is not valid. Check that you opened the whole link from the email.'),
);

/** Confirming an email address with the token of its mailed link. */
export const verificationSchema = z.strictObject({ token: linkToken }, unknownFields);

/** Asking for a password reset link: the account's address. */
export const passwordResetRequestSchema = z.strictObject({ email }, unknownFields);

/** Choosing a new password with the token of a reset link. */
export const passwordResetSchema = z.strictObject(
  { token: linkToken, newPassword: newPassword('New password') },
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

/** Turns a failed parse into the API message and the form's per-field errors. */
export function describeValidation(error: z.core.$ZodError): ValidationProblem {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  const message = [...new Set(error.issues.map((issue) => issue.message))].join(' ');
  return { message, fieldErrors };
}

/** The API's answer when a valid token's account no longer exists; the browser then signs out. */
export const NO_ACCOUNT_MESSAGE = 'No account found for this email address';
