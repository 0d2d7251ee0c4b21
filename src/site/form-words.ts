/**
 * The enquiry and application forms' own words that enquiry-copy.ts does not hold: field labels,
 * hints, the topic list's prompt and groups, the error summary and the confirmation's links.
 * Their Arabic twin: src/site/ar/form-words.ts.
 */
export interface FormWords {
  labels: {
    name: string;
    email: string;
    company: string;
    country: string;
    phone: string;
    portfolio: string;
    job: string;
    topic: string;
    cv: string;
    message: string;
    coverNote: string;
  };
  linkHint: string;
  cvHint: string;
  optional: string;
  /** The label of the field people never see (a bot that fills it is ignored). */
  honeypot: string;
  /** A form kept open longer than its start token lives. */
  expired: string;
  chooseTopic: string;
  /** The position list's choice for no opening in particular. */
  generalApplication: string;
  /**
   * Above a form sent with mistakes: how many fields to correct (one, two, more: `{count}`).
   * Plain strings: these words travel to the browser with the form.
   */
  fixFields: { one: string; two: string; many: string };
  /** The confirmation page a form sent without JavaScript lands on: its title and links. */
  received: { title: string; home: string; openings: string; services: string };
}

export const formWords: FormWords = {
  labels: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    country: 'Country',
    phone: 'Phone',
    portfolio: 'LinkedIn or portfolio address',
    job: 'Position',
    topic: 'Topic',
    cv: 'CV',
    message: 'Message',
    coverNote: 'Cover note',
  },
  linkHint: 'For example https://www.linkedin.com/in/your-name',
  cvHint: 'A PDF or Word (.docx) file, at most 5 MB.',
  optional: '(optional)',
  honeypot: 'Leave this field empty',
  expired: 'This form has expired. Check what you wrote, then send it again.',
  chooseTopic: 'Choose a topic',
  generalApplication: 'General application (no specific opening)',
  fixFields: {
    one: 'Please correct the field marked below.',
    two: 'Please correct the two fields marked below.',
    many: 'Please correct the {count} fields marked below.',
  },
  received: {
    title: 'Message received',
    home: 'Go to the home page',
    openings: 'Back to the openings',
    services: 'Explore our services',
  },
};

/** The error summary for `count` fields to correct. */
export function fixFieldsMessage(words: FormWords['fixFields'], count: number): string {
  if (count === 1) return words.one;
  if (count === 2) return words.two;
  return words.many.replace('{count}', String(count));
}
