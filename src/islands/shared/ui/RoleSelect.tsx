import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROLE_OPTIONS, ROLE_PLACEHOLDER } from '~/lib/submissions/roles.ts';
import { controlClass } from './field-classes.ts';
import type { ControlProps } from './FormField.tsx';

/** The role select of the join and invitation forms, with the spec's placeholder. */
export function RoleSelect({
  control,
  registration,
}: {
  control: ControlProps;
  registration: UseFormRegisterReturn;
}) {
  return (
    <select {...control} {...registration} className={controlClass}>
      <option value="">{ROLE_PLACEHOLDER}</option>
      {ROLE_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
