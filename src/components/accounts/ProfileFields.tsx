import type { BoundField } from './use-account-form';
import { FormField } from './FormField';

type FieldOf<N extends string> = (name: N) => BoundField;

/** First and last name, side by side: shared by registration and the profile form. */
export function NameFields({
  idPrefix,
  field,
}: {
  idPrefix: string;
  field: FieldOf<'firstName' | 'lastName'>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        id={`${idPrefix}-first-name`}
        label="First name"
        autoComplete="given-name"
        {...field('firstName')}
      />
      <FormField
        id={`${idPrefix}-last-name`}
        label="Last name"
        autoComplete="family-name"
        {...field('lastName')}
      />
    </div>
  );
}

/** The optional company and phone, side by side: shared by registration and the profile form. */
export function CompanyFields({
  idPrefix,
  field,
}: {
  idPrefix: string;
  field: FieldOf<'company' | 'phone'>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        id={`${idPrefix}-company`}
        label="Company"
        autoComplete="organization"
        optional
        {...field('company')}
      />
      <FormField
        id={`${idPrefix}-phone`}
        label="Phone"
        type="tel"
        autoComplete="tel"
        optional
        {...field('phone')}
      />
    </div>
  );
}
