import { FormField, type FormFieldProps } from './FormField';
import { PasswordField } from './PasswordField';
import type { BoundField } from './use-account-form';
import { useAccountFormWords } from './account-form-words';
import type { accountFormWords } from '@/site/account-form-words';

type FieldOf<N extends string> = (name: N) => BoundField;

type FieldLabels = (typeof accountFormWords)['fields'];

interface FieldSpec<N extends string> {
  name: N;
  /** The input's id after the form's prefix, e.g. first-name */
  id: string;
  label: keyof FieldLabels;
  autoComplete: string;
  type?: FormFieldProps['type'];
  optional?: boolean;
}

/** Two fields side by side, each from its spec. */
function FieldPair<N extends string>({
  idPrefix,
  field,
  specs,
}: {
  idPrefix: string;
  field: FieldOf<N>;
  specs: readonly FieldSpec<N>[];
}) {
  const { fields } = useAccountFormWords();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {specs.map(({ name, id, label, ...spec }) => (
        <FormField
          key={name}
          id={`${idPrefix}-${id}`}
          label={fields[label]}
          optionalText={fields.optional}
          {...spec}
          {...field(name)}
        />
      ))}
    </div>
  );
}

const nameSpecs: readonly FieldSpec<'firstName' | 'lastName'>[] = [
  { name: 'firstName', id: 'first-name', label: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', id: 'last-name', label: 'lastName', autoComplete: 'family-name' },
];

const companySpecs: readonly FieldSpec<'company' | 'phone'>[] = [
  {
    name: 'company',
    id: 'company',
    label: 'company',
    autoComplete: 'organization',
    optional: true,
  },
  { name: 'phone', id: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel', optional: true },
];

/** First and last name, side by side: shared by registration and the profile form. */
export function NameFields(props: { idPrefix: string; field: FieldOf<'firstName' | 'lastName'> }) {
  return <FieldPair {...props} specs={nameSpecs} />;
}

/** The optional company and phone, side by side: shared by registration and the profile form. */
export function CompanyFields(props: { idPrefix: string; field: FieldOf<'company' | 'phone'> }) {
  return <FieldPair {...props} specs={companySpecs} />;
}

/** Email and password: shared by registration (a new password, with its rules) and sign-in. */
export function CredentialFields({
  idPrefix,
  field,
  newPassword = false,
}: {
  idPrefix: string;
  field: FieldOf<'email' | 'password'>;
  newPassword?: boolean;
}) {
  const { fields } = useAccountFormWords();
  return (
    <>
      <FormField
        id={`${idPrefix}-email`}
        label={fields.email}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={fields.password}
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        withRules={newPassword}
        {...field('password')}
      />
    </>
  );
}
