import { useId, type ReactNode } from 'react';
import { errorClass, labelClass } from './field-classes.ts';

/** What every control receives from FormField: its id and the ARIA wiring for its error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  /** The field's error message, shown under it and read with it. */
  error?: string | undefined;
  /** Appended to the label, e.g. "(optional)". */
  hint?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A label, one control and its error message, tied together for assistive technology. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {hint && <span className="font-normal text-muted"> {hint}</span>}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        ...(error !== undefined && { 'aria-describedby': errorId }),
      })}
      {error !== undefined && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
