import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { errorClass } from './field-classes.ts';

interface ConsentCheckboxProps {
  /** What the visitor agrees to; may hold a link to the privacy notice. */
  children: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/**
 * A consent box: never ticked for the visitor (docs/behaviour/submissions.md#consent), with its
 * error read together with it.
 */
export function ConsentCheckbox({ children, registration, error }: ConsentCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-palm-700"
          aria-invalid={error !== undefined}
          {...(error !== undefined && { 'aria-describedby': errorId })}
          {...registration}
        />
        <label htmlFor={id} className="text-start text-sm text-ink">
          {children}
        </label>
      </div>
      {error !== undefined && (
        <p id={errorId} className={`${errorClass} ps-6`}>
          {error}
        </p>
      )}
    </div>
  );
}
