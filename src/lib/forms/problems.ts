import { validationWords as arabic } from '@/site/ar/validation-words';
import type { Locale } from '@/site/locale';
import {
  validationWords as english,
  type ValidatedField,
  type ValidationRule,
  type ValidationWords,
} from '@/site/validation-words';

/**
 * How the schemas name a refusal without words: an issue's message records the rule's code,
 * the field and the rule's figure (a maximum, the unknown keys), and `problemMessage` says it
 * in a language's catalogue. So the browser, the server action and the API say the same thing
 * in the page's language, each message written once per language.
 */
export function problem(
  rule: ValidationRule,
  field: ValidatedField | '' = '',
  figure: string | number = '',
): string {
  return `${rule}|${field}|${figure}`;
}

const catalogues: Record<Locale, ValidationWords> = { en: english, ar: arabic };

export function validationWordsFor(locale: Locale): ValidationWords {
  return catalogues[locale];
}

/** A recorded refusal in `words`; any other message (a schema without codes) as it is. */
export function problemMessage(recorded: string, words: ValidationWords = english): string {
  const [rule = '', field = '', ...rest] = recorded.split('|');
  if (rest.length === 0 || !Object.hasOwn(words.rules, rule)) return recorded;
  const figure = rest.join('|');
  const name = Object.hasOwn(words.fields, field) ? words.fields[field as ValidatedField] : '';
  // A function, so a figure holding `$&` (a key someone sent) is inserted as it is.
  return words.rules[rule as ValidationRule].replace(/\{(field|max|min|keys)\}/g, (_, slot) =>
    slot === 'field' ? name : figure,
  );
}
