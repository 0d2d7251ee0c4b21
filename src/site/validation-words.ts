/**
 * What the forms and the API say about a value they refuse: one catalogue per language, keyed
 * by the rule's code. The schemas (src/lib/accounts/schemas.ts, src/lib/enquiries/schemas.ts)
 * name a rule and a field; the page's or the request's language picks the words. `{field}` is
 * the field's name below, `{max}`, `{min}` and `{keys}` the rule's figures.
 * Its Arabic twin: src/site/ar/validation-words.ts.
 */
export interface ValidationWords {
  /** Each checked field's name as a message names it. */
  fields: {
    firstName: string;
    lastName: string;
    name: string;
    email: string;
    company: string;
    country: string;
    phone: string;
    password: string;
    currentPassword: string;
    newPassword: string;
    mailedLink: string;
    portfolio: string;
    message: string;
    coverNote: string;
  };
  rules: {
    required: string;
    notText: string;
    tooLong: string;
    tooShort: string;
    hiddenCharacters: string;
    controlCharacters: string;
    needsLetter: string;
    needsDigit: string;
    email: string;
    phone: string;
    webAddress: string;
    consent: string;
    topic: string;
    job: string;
    samePassword: string;
    wrongPassword: string;
    emptyUpdate: string;
    linkIncomplete: string;
    linkInvalid: string;
    unknownFields: string;
    notObject: string;
    cvRequired: string;
    cvTooLarge: string;
    cvNotADocument: string;
    cvUnreadable: string;
    cvEncrypted: string;
    cvActive: string;
    cvUnpackedTooLarge: string;
    formTooLarge: string;
  };
}

export type ValidatedField = keyof ValidationWords['fields'];
export type ValidationRule = keyof ValidationWords['rules'];

export const validationWords: ValidationWords = {
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    country: 'Country',
    phone: 'Phone',
    password: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    mailedLink: 'Link',
    portfolio: 'LinkedIn or portfolio address',
    message: 'Message',
    coverNote: 'Cover note',
  },
  rules: {
    required: '{field} is required.',
    notText: '{field} must be text.',
    tooLong: '{field} must be at most {max} characters.',
    tooShort: '{field} must be at least {min} characters.',
    hiddenCharacters: '{field} must not contain control, invisible or text-direction characters.',
    controlCharacters: '{field} must not contain control characters.',
    needsLetter: '{field} must contain at least one letter.',
    needsDigit: '{field} must contain at least one digit.',
    email: 'Email must be a valid email address, like name@company.com.',
    phone: 'Phone must be a phone number: at least 6 digits, spaces, +, -, ( or ).',
    webAddress: '{field} must be a web address starting with https://.',
    consent: 'Please agree to the privacy notice so that we can process what you send.',
    topic: 'Topic: choose what your enquiry is about.',
    job: 'Position: choose an opening or a general application.',
    samePassword: 'New password must differ from the current one.',
    wrongPassword: '{field} is incorrect.',
    emptyUpdate: 'Send at least one of firstName, lastName, company or phone to update.',
    linkIncomplete: 'The link is incomplete: open the whole link from the email.',
    linkInvalid: 'The link is not valid. Check that you opened the whole link from the email.',
    unknownFields: 'Unknown field: {keys}.',
    notObject: 'The request body must be a JSON object.',
    cvRequired: 'CV is required: choose a PDF or Word (.docx) file.',
    cvTooLarge: 'CV must be at most 5 MB.',
    cvNotADocument: 'CV must be a PDF or Word (.docx) document; this file is neither.',
    cvUnreadable:
      'CV could not be read: the file is damaged or incomplete. Save it again and choose it once more.',
    cvEncrypted: 'CV is password-protected: choose a copy without a password.',
    cvActive:
      'CV holds macros, scripts, attachments or embedded programs, which we do not accept: save it as a plain PDF or .docx and choose it again.',
    cvUnpackedTooLarge:
      'CV unpacks to far more than a document does: save it again as a plain PDF or .docx and choose it once more.',
    formTooLarge: 'The form is larger than the limit: a CV may be at most 5 MB.',
  },
};
