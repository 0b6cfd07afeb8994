import type { FormEventHandler, ReactNode } from 'react';
import { SubmitButton } from '../../../shared/ui/SubmitButton.tsx';

interface ViewFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Sending: the button shows its spinner and busy label. */
  busy: boolean;
  /** Fields and button locked; while sending unless the view has more to wait for. */
  disabled?: boolean;
  label: string;
  busyLabel: string;
  children: ReactNode;
}

/** An auth view's form: its fields, locked while sending, and the full-width submit button. */
export function ViewForm({
  onSubmit,
  busy,
  disabled = busy,
  label,
  busyLabel,
  children,
}: ViewFormProps) {
  return (
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-4">
      <fieldset disabled={disabled} className="space-y-4">
        {children}
      </fieldset>
      <SubmitButton
        className="w-full"
        busy={busy}
        disabled={disabled}
        label={label}
        busyLabel={busyLabel}
      />
    </form>
  );
}
