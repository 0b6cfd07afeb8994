import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { JoinApplicationInput } from '~/lib/submissions/join-schema.ts';
import { controlClass } from '../../../../shared/ui/field-classes.ts';
import { FormField } from '../../../../shared/ui/FormField.tsx';

interface StepTwoFieldsProps {
  register: UseFormRegister<JoinApplicationInput>;
  errors: FieldErrors<JoinApplicationInput>;
}

/** Step 2 of the join modal: LinkedIn profile, referrer and an optional note. */
export function StepTwoFields({ register, errors }: StepTwoFieldsProps) {
  return (
    <>
      <FormField label="LinkedIn URL" error={errors.linkedinUrl?.message}>
        {(control) => (
          <input
            {...control}
            {...register('linkedinUrl')}
            type="text"
            inputMode="url"
            autoComplete="url"
            placeholder="e.g. linkedin.com/in/username"
            className={controlClass}
          />
        )}
      </FormField>
      <FormField label="Who referred you to the network" error={errors.referredBy?.message}>
        {(control) => (
          <input {...control} {...register('referredBy')} type="text" className={controlClass} />
        )}
      </FormField>
      <FormField
        label="Anything else you would like to share with us"
        hint="(optional)"
        error={errors.additionalInfo?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...register('additionalInfo')}
            rows={4}
            className={controlClass}
          />
        )}
      </FormField>
    </>
  );
}
