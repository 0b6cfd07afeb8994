import type { UseFormRegisterReturn } from 'react-hook-form';
import { AUTH_LABELS } from '~/lib/auth/messages.ts';
import { TextInputField } from '../../../shared/ui/TextInputField.tsx';

interface EmailFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** 'username' where the address signs in (password managers pair it), 'email' elsewhere. */
  autoComplete: 'username' | 'email';
}

/** The auth views' e-mail address field. */
export function EmailField({ registration, error, autoComplete }: EmailFieldProps) {
  return (
    <TextInputField
      label={AUTH_LABELS.email}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      registration={registration}
      error={error}
    />
  );
}
