import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { JoinApplicationInput } from '~/lib/submissions/join-schema.ts';
import { controlClass } from '../../shared/ui/field-classes.ts';
import { FormField } from '../../shared/ui/FormField.tsx';
import { RoleSelect } from '../../shared/ui/RoleSelect.tsx';

interface StepOneFieldsProps {
  register: UseFormRegister<JoinApplicationInput>;
  errors: FieldErrors<JoinApplicationInput>;
}

/** Step 1 of the join modal: name, phone, business e-mail, company and role. */
export function StepOneFields({ register, errors }: StepOneFieldsProps) {
  return (
    <>
      <FormField label="Full Name" error={errors.fullName?.message}>
        {(control) => (
          <input
            {...control}
            {...register('fullName')}
            type="text"
            autoComplete="name"
            className={controlClass}
          />
        )}
      </FormField>
      <FormField label="Phone Number" error={errors.phone?.message}>
        {(control) => (
          <input
            {...control}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            className={controlClass}
          />
        )}
      </FormField>
      <FormField label="Business Email" error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            className={controlClass}
          />
        )}
      </FormField>
      <FormField label="Company" error={errors.company?.message}>
        {(control) => (
          <input
            {...control}
            {...register('company')}
            type="text"
            autoComplete="organization"
            className={controlClass}
          />
        )}
      </FormField>
      <FormField label="Your Role" error={errors.role?.message}>
        {(control) => <RoleSelect control={control} registration={register('role')} />}
      </FormField>
    </>
  );
}
