import type { UseFormRegisterReturn } from 'react-hook-form';
import { formWordsFor } from '~/lib/i18n/islands/forms.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import { ROLE_VALUES } from '~/lib/submissions/roles.ts';
import { controlClass } from './field-classes.ts';
import { FormField } from './FormField.tsx';

interface RoleFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  locale: Locale;
}

/**
 * The "Your Role" select of the join and invitation forms, with its placeholder
 * (docs/behaviour/submissions.md#roles), in the page's language.
 */
export function RoleField({ registration, error, locale }: RoleFieldProps) {
  const words = formWordsFor(locale);
  return (
    <FormField label={words.labels.role} error={error}>
      {(control) => (
        <select {...control} {...registration} className={controlClass}>
          <option value="">{words.roles.placeholder}</option>
          {ROLE_VALUES.map((value) => (
            <option key={value} value={value}>
              {words.roles.options[value]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
