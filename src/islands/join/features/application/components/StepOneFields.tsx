import type { FieldErrors, UseFormRegister } from 'react-hook-form';
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
}

/** Step 1 of the join modal: name, phone, business e-mail, company and role. */
export function StepOneFields({ register, errors }: StepOneFieldsProps) {
  const field = bindField(register, errors);
  return (
    <>
      <TextInputField label="Full Name" {...NAME_INPUT} {...field('fullName')} />
      <TextInputField label="Phone Number" {...PHONE_INPUT} {...field('phone')} />
      <TextInputField label="Business Email" {...EMAIL_INPUT} {...field('email')} />
      <TextInputField label="Company" {...COMPANY_INPUT} {...field('company')} />
      <RoleField {...field('role')} />
    </>
  );
}
