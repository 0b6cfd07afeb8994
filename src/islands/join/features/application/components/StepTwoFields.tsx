import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { formWordsFor } from '~/lib/i18n/islands/forms.ts';
import { ltrIn } from '~/lib/i18n/island-language.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import type { JoinApplicationInput } from '~/lib/submissions/join-schema.ts';
import { controlClass } from '../../../../shared/ui/field-classes.ts';
import { FormField } from '../../../../shared/ui/FormField.tsx';

interface StepTwoFieldsProps {
  register: UseFormRegister<JoinApplicationInput>;
  errors: FieldErrors<JoinApplicationInput>;
  locale: Locale;
}

/** Step 2 of the join modal: LinkedIn profile, referrer and an optional note. */
export function StepTwoFields({ register, errors, locale }: StepTwoFieldsProps) {
  const { labels } = formWordsFor(locale);
  return (
    <>
      <FormField label={labels.linkedinUrl} error={errors.linkedinUrl?.message}>
        {(control) => (
          <input
            {...control}
            {...register('linkedinUrl')}
            type="text"
            inputMode="url"
            autoComplete="url"
            placeholder={labels.linkedinPlaceholder}
            {...ltrIn(locale)}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField label={labels.referredBy} error={errors.referredBy?.message}>
        {(control) => (
          <input {...control} {...register('referredBy')} type="text" className={controlClass} />
        )}
      </FormField>
      <FormField
        label={labels.additionalInfo}
        hint={labels.optional}
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
