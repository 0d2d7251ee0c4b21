import { describe, expect, it } from 'vitest';
import { cvProblem, formValues, CV_MAX_BYTES } from './form-fields';
import { checkForm, contactSchema, applicationSchema } from './schemas';
import { validationWordsFor } from '@/lib/forms/problems';

const contact = {
  name: '  Nora Al-Harbi ',
  email: 'Nora@Example.com',
  company: 'Harbi Trading',
  country: 'Saudi Arabia',
  phone: '',
  topic: 'tender-management',
  message: 'We plan to bid on a Ministry of Health tender.\nCan you help?',
  consent: 'yes',
};

const application = {
  name: 'Sara Qahtani',
  email: 'sara@example.com',
  phone: '+966 55 123 4567',
  link: '',
  job: 'senior-bid-manager',
  message: '',
  consent: 'yes',
};

describe('contact form schema', () => {
  it('accepts a complete enquiry, trimming and lower-casing, with the optional phone cleared', () => {
    const result = checkForm(contactSchema, contact);
    expect(result).toMatchObject({
      ok: true,
      data: { name: 'Nora Al-Harbi', email: 'nora@example.com', phone: null, consent: true },
    });
  });

  it('keeps line breaks in the message (as line feeds) but refuses other control characters', () => {
    expect(checkForm(contactSchema, { ...contact, message: 'One\r\nTwo' })).toMatchObject({
      data: { message: 'One\nTwo' },
    });
    const result = checkForm(contactSchema, { ...contact, message: 'Hello\u0007' });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { message: 'Message must not contain control characters.' },
    });
  });

  it('names every missing field, the unknown topic and the unticked consent', () => {
    const result = checkForm(contactSchema, formValues(new FormData(), Object.keys(contact)));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      company: 'Company is required.',
      country: 'Country is required.',
      topic: 'Topic: choose what your enquiry is about.',
      message: 'Message is required.',
      consent: 'Please agree to the privacy notice so that we can process what you send.',
    });
    expect(checkForm(contactSchema, { ...contact, topic: 'free-money' })).toMatchObject({
      fieldErrors: { topic: 'Topic: choose what your enquiry is about.' },
    });
  });

  it('keeps markup as plain text (it is shown as text, never interpreted)', () => {
    const result = checkForm(contactSchema, { ...contact, message: '<script>alert(1)</script>' });
    expect(result).toMatchObject({ ok: true, data: { message: '<script>alert(1)</script>' } });
  });

  it('limits the message to 5000 characters', () => {
    const result = checkForm(contactSchema, { ...contact, message: 'x'.repeat(5001) });
    expect(result).toMatchObject({
      fieldErrors: { message: 'Message must be at most 5000 characters.' },
    });
  });
});

describe('application form schema', () => {
  it('accepts an application with a phone and no link or cover note; a general one too', () => {
    expect(checkForm(applicationSchema, application)).toMatchObject({
      ok: true,
      data: { link: null, message: '' },
    });
    expect(checkForm(applicationSchema, { ...application, job: 'general' }).ok).toBe(true);
  });

  it('asks for a phone, a real web address and a known position', () => {
    const result = checkForm(applicationSchema, {
      ...application,
      phone: '',
      link: 'javascript:alert(1)',
      job: 'chief-everything-officer',
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        phone: 'Phone is required.',
        link: 'LinkedIn or portfolio address must be a web address starting with https://.',
        job: 'Position: choose an opening or a general application.',
      },
    });
  });

  it('says the same refusals in Arabic with the Arabic words, naming each field in Arabic', () => {
    const result = checkForm(
      applicationSchema,
      { ...application, phone: '', link: 'javascript:alert(1)', message: 'x'.repeat(3001) },
      validationWordsFor('ar'),
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        phone: 'حقل «رقم الهاتف» مطلوب.',
        link: 'يجب أن يكون «رابط ملفك على لينكدإن أو أعمالك» عنوانًا إلكترونيًا يبدأ بـ https://.',
        message: 'يجب ألا يتجاوز «خطاب التقديم» 3000 حرفًا.',
      },
    });
  });
});

describe('cvProblem (what the browser checks before sending)', () => {
  it('wants a file of at most 5 MB', () => {
    expect(cvProblem(null)).toBe('cvRequired');
    expect(cvProblem({ name: 'cv.pdf', size: 0 })).toBe('cvRequired');
    expect(cvProblem({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })).toBe('cvTooLarge');
    expect(cvProblem({ name: 'cv.pdf', size: 1000 })).toBeNull();
  });
});
