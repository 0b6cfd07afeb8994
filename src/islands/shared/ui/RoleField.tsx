import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROLE_OPTIONS, ROLE_PLACEHOLDER } from '~/lib/submissions/roles.ts';
import { controlClass } from './field-classes.ts';
import { FormField } from './FormField.tsx';

interface RoleFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * The "Your Role" select of the join and invitation forms, with its placeholder
 * (docs/behaviour/submissions.md#roles).
 */
export function RoleField({ registration, error }: RoleFieldProps) {
  return (
    <FormField label="Your Role" error={error}>
      {(control) => (
        <select {...control} {...registration} className={controlClass}>
          <option value="">{ROLE_PLACEHOLDER}</option>
          {ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
