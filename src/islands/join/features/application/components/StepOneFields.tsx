import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { formWordsFor } from '~/lib/i18n/islands/forms.ts';
import { ltrIn } from '~/lib/i18n/island-language.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import type { JoinApplicationInput } from '~/lib/submissions/join-schema.ts';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import {
  COMPANY_INPUT,
  EMAIL_INPUT,
  NAME_INPUT,
  PHONE_INPUT,
} from '../../../../shared/ui/input-presets.ts';
import { RoleField } from '../../../../shared/ui/RoleField.tsx';
import { TextInputField } from '../../../../shared/ui/TextInputField.tsx';

interface StepOneFieldsProps {
  register: UseFormRegister<JoinApplicationInput>;
  errors: FieldErrors<JoinApplicationInput>;
  locale: Locale;
}

/** Step 1 of the join modal: name, phone, business e-mail, company and role. */
export function StepOneFields({ register, errors, locale }: StepOneFieldsProps) {
  const field = bindField(register, errors);
  const { labels } = formWordsFor(locale);
  return (
    <>
      <TextInputField label={labels.fullName} {...NAME_INPUT} {...field('fullName')} />
      <TextInputField
        label={labels.phoneNumber}
        {...PHONE_INPUT}
        {...ltrIn(locale)}
        {...field('phone')}
      />
      <TextInputField
        label={labels.businessEmail}
        {...EMAIL_INPUT}
        {...ltrIn(locale)}
        {...field('email')}
      />
      <TextInputField label={labels.company} {...COMPANY_INPUT} {...field('company')} />
      <RoleField {...field('role')} locale={locale} />
    </>
  );
}
