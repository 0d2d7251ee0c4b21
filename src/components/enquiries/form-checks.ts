import { cvProblem, formFields, formValues, type FormKind } from '@/lib/enquiries/form-fields';
import { checkForm, formSchemas } from '@/lib/enquiries/schemas';

// What the form loads once a visitor starts filling it in: the schemas (zod) and the sender
// (the API client's configuration), kept out of the page's first scripts.
export { sendForm } from './send-form';

/** The form's errors as the server would find them, and the chosen CV's (name and size). */
export function formErrors(kind: FormKind, form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  const checked = checkForm(formSchemas[kind], formValues(data, formFields[kind]));
  const found = checked.ok ? {} : { ...checked.fieldErrors };
  if (kind === 'application') {
    const cv = data.get('cv');
    const problem = cvProblem(cv instanceof File ? cv : null);
    if (problem) found.cv = problem;
  }
  return found;
}
