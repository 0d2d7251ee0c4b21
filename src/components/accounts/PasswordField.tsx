import { Check, Circle } from 'lucide-react';
import { useId, useState } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN, passwordRules } from '@/lib/accounts/schemas';
import { FormField } from './FormField';
import type { BoundField } from './use-account-form';
import { useAccountFormWords } from './account-form-words';

/**
 * A password input with its own "Show" switch (typing blind is optional: WCAG 3.3.8), and,
 * for a password being chosen, the rules ticked off as they are met.
 */
export function PasswordField({
  id,
  label,
  autoComplete,
  withRules = false,
  autoFocus,
  ...field
}: BoundField & {
  id: string;
  label: string;
  autoComplete: 'new-password' | 'current-password';
  withRules?: boolean;
  autoFocus?: boolean;
}) {
  const words = useAccountFormWords();
  const [visible, setVisible] = useState(false);
  return (
    <div className="grid gap-2">
      <FormField
        id={id}
        label={label}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        hint={withRules ? <PasswordRules value={field.value} /> : undefined}
        autoFocus={autoFocus}
        {...field}
      />
      <ShowPassword checked={visible} onChange={setVisible} label={words.showPassword(label)} />
    </div>
  );
}

/** The password rules, each ticked as the typed password meets it. */
function PasswordRules({ value }: { value: string }) {
  const words = useAccountFormWords().passwordRules;
  const labels = words.rules(PASSWORD_MIN, PASSWORD_MAX);
  return (
    <ul className="grid gap-0.5" aria-label={words.label}>
      {passwordRules.map((rule, index) => {
        const met = rule.test(value);
        return (
          <li
            key={rule.label}
            className={`flex items-center gap-1.5 ${met ? 'text-teal-800' : ''}`}
          >
            {met ? (
              <Check aria-hidden className="h-3.5 w-3.5" />
            ) : (
              <Circle aria-hidden className="h-3 w-3" />
            )}
            {labels[index]}
            <span className="sr-only"> {met ? words.met : words.notMet}</span>
          </li>
        );
      })}
    </ul>
  );
}

function ShowPassword({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 accent-teal-800"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
