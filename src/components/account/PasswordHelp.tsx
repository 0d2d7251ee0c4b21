import { Check, Circle } from 'lucide-react';
import { useId } from 'react';
import { passwordRules } from '@/lib/account-schemas';

/** The password rules, each ticked as the typed password meets it. */
export function PasswordRules({ value }: { value: string }) {
  return (
    <ul className="grid gap-0.5" aria-label="Password rules">
      {passwordRules.map((rule) => {
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
            {rule.label}
            <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function ShowPassword({
  checked,
  onChange,
  label = 'Show password',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="-mt-2 flex items-center gap-2 text-sm">
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
