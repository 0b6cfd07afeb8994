import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
}

/** A labelled input whose error is tied to it (aria-describedby) and read out as it appears. */
export function TextField({ label, registration, error, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full rounded-md border border-muted bg-white px-3 py-2 text-ink focus:border-palm-700 focus:ring-2 focus:ring-palm-700 focus:outline-none disabled:bg-sand-100"
      />
      {error?.message && (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error.message}
        </p>
      )}
    </div>
  );
}
