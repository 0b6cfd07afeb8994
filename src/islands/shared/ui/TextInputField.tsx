import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass } from './field-classes.ts';
import { FormField } from './FormField.tsx';

/** The input's own attributes; FormField owns its id and ARIA wiring, register() its name and handlers. */
type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby' | 'name' | 'onChange' | 'onBlur'
>;

interface TextInputFieldProps extends InputAttributes {
  label: string;
  /** What react-hook-form's register() returned for this field. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** Appended to the label, e.g. "(optional)". */
  hint?: string | undefined;
}

/** A labelled single-line input with its error: the one text field of every form island. */
export function TextInputField({
  label,
  registration,
  error,
  hint,
  ...input
}: TextInputFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <input {...control} {...input} {...registration} className={controlClass} />}
    </FormField>
  );
}
