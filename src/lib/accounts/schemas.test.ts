import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeValidation,
  loginSchema,
  passwordChangeSchema,
  passwordRules,
  profileUpdateSchema,
  signupSchema,
} from './schemas';

const validSignup = {
  firstName: 'Nora',
  lastName: 'Al-Harbi',
  email: 'Nora.AlHarbi@Example.COM ',
  password: 'tender2030plan',
};

function problem(
  schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be rejected');
  return describeValidation(result.error as Parameters<typeof describeValidation>[0]);
}

describe('signup validation', () => {
  it('accepts a valid signup, trims names and lower-cases the email', () => {
    const result = signupSchema.parse({
      ...validSignup,
      firstName: '  Nora ',
      company: 'Acme KSA',
      phone: '+966 11 520 4400',
    });
    expect(result).toEqual({
      firstName: 'Nora',
      lastName: 'Al-Harbi',
      email: 'nora.alharbi@example.com',
      password: 'tender2030plan',
      company: 'Acme KSA',
      phone: '+966 11 520 4400',
    });
  });

  it('stores an empty company or phone as null', () => {
    expect(signupSchema.parse({ ...validSignup, company: '', phone: '  ' })).toMatchObject({
      company: null,
      phone: null,
    });
  });

  it.each([
    ['password', 'short1', 'Password must be at least 10 characters.'],
    ['password', 'abcdefghijkl', 'Password must contain at least one digit.'],
    ['password', '123456789012', 'Password must contain at least one letter.'],
    ['password', `a1${'x'.repeat(127)}`, 'Password must be at most 128 characters.'],
    ['email', 'nora@', 'Email must be a valid email address, like name@company.com.'],
    ['email', '', 'Email is required.'],
    ['firstName', '   ', 'First name is required.'],
    ['lastName', 'x'.repeat(101), 'Last name must be at most 100 characters.'],
    [
      'firstName',
      'Nora\u0000',
      'First name must not contain control, invisible or text-direction characters.',
    ],
    ['phone', 'call me', 'Phone must be a phone number: at least 6 digits, spaces, +, -, ( or ).'],
  ])('rejects a bad %s with a message naming it', (field, value, message) => {
    expect(problem(signupSchema, { ...validSignup, [field]: value }).fieldErrors[field]).toBe(
      message,
    );
  });

  it.each([
    ['a right-to-left override', 'Adm\u202Enimda'],
    ['a bidi isolate', 'Nora\u2067x'],
    ['a zero-width space', 'No\u200Bra'],
    ['a zero-width joiner', 'No\u200Dra'],
    ['a byte-order mark', 'No\uFEFFra'],
    ['a C1 control', 'Nora\u0085'],
  ])('refuses a name with %s, saying why', (_label, name) => {
    const message = 'First name must not contain control, invisible or text-direction characters.';
    expect(problem(signupSchema, { ...validSignup, firstName: name }).fieldErrors.firstName).toBe(
      message,
    );
    expect(problem(profileUpdateSchema, { firstName: name }).fieldErrors.firstName).toBe(message);
    // Arabic and accented names are, of course, welcome.
    expect(signupSchema.safeParse({ ...validSignup, firstName: 'نورة Zoë' }).success).toBe(true);
  });

  it('normalises passwords to NFC wherever one is given', () => {
    const composed = 'caf\u00e9-tender-2030';
    const decomposed = 'cafe\u0301-tender-2030';
    expect(signupSchema.parse({ ...validSignup, password: decomposed }).password).toBe(composed);
    expect(loginSchema.parse({ email: 'a@b.co', password: decomposed }).password).toBe(composed);
    expect(
      passwordChangeSchema.parse({ currentPassword: decomposed, newPassword: 'another-2031' })
        .currentPassword,
    ).toBe(composed);
  });

  it('names every missing field and every wrongly typed one', () => {
    const { message, fieldErrors } = problem(signupSchema, {
      firstName: 42,
      email: ['a'],
      password: true,
    });
    expect(fieldErrors).toEqual({
      firstName: 'First name must be text.',
      lastName: 'Last name is required.',
      email: 'Email must be text.',
      password: 'Password must be text.',
    });
    expect(message).toBe(
      'First name must be text. Last name is required. Email must be text. Password must be text.',
    );
  });

  it('rejects fields the API does not know (no mass assignment)', () => {
    expect(
      problem(signupSchema, { ...validSignup, tokenVersion: 9, passwordHash: 'x' }).message,
    ).toBe('Unknown field: tokenVersion, passwordHash.');
  });

  it('rejects a body that is not an object', () => {
    expect(problem(signupSchema, ['Nora']).message).toBe('The request body must be a JSON object.');
    expect(problem(loginSchema, null).message).toBe('The request body must be a JSON object.');
  });

  it('accepts any password that meets the rules the form shows, and only those', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 0, maxLength: 140 }), (password) => {
        const meetsRules = passwordRules.every((rule) => rule.test(password));
        expect(signupSchema.safeParse({ ...validSignup, password }).success).toBe(meetsRules);
      }),
    );
  });
});

describe('login and profile validation', () => {
  it('does not apply the signup rules to a login password, but requires one', () => {
    expect(loginSchema.parse({ email: 'A@B.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
    expect(problem(loginSchema, { email: 'a@b.co', password: '' }).fieldErrors).toEqual({
      password: 'Password is required.',
    });
  });

  it('updates only the fields sent, and clears company and phone with null or an empty string', () => {
    expect(profileUpdateSchema.parse({ firstName: 'Sara' })).toEqual({ firstName: 'Sara' });
    expect(profileUpdateSchema.parse({ company: null, phone: '' })).toEqual({
      company: null,
      phone: null,
    });
  });

  it('refuses an empty update and a change of email or password', () => {
    expect(problem(profileUpdateSchema, {}).message).toBe(
      'Send at least one of firstName, lastName, company or phone to update.',
    );
    expect(problem(profileUpdateSchema, { firstName: 'Sara', email: 'x@y.z' }).message).toBe(
      'Unknown field: email.',
    );
    expect(problem(profileUpdateSchema, { password: 'new-secret-123' }).message).toBe(
      'Unknown field: password. Send at least one of firstName, lastName, company or phone to update.',
    );
    expect(problem(profileUpdateSchema, { firstName: '' }).fieldErrors).toEqual({
      firstName: 'First name is required.',
    });
  });
});
