import { cvProblem, formFields, formValues, type FormKind } from '@/lib/enquiries/form-fields';
import { checkForm, formSchemas } from '@/lib/enquiries/schemas';
import { validationWordsFor } from '@/lib/forms/problems';
import { pageLocale } from '@/lib/page-locale';

// What the form loads once a visitor starts filling it in: the schemas (zod) and the sender
// (the API client's configuration), kept out of the page's first scripts.
export { sendForm } from './send-form';

/** The form's errors as the server would find them (in the page's language), and the chosen CV's. */
export function formErrors(kind: FormKind, form: HTMLFormElement): Record<string, string> {
  const words = validationWordsFor(pageLocale());
  const data = new FormData(form);
  const checked = checkForm(formSchemas[kind], formValues(data, formFields[kind]), words);
  const found = checked.ok ? {} : { ...checked.fieldErrors };
  if (kind === 'application') {
    const cv = data.get('cv');
    const problem = cvProblem(cv instanceof File ? cv : null);
    if (problem) found.cv = words.rules[problem];
  }
  return found;
}
