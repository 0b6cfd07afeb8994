import type { UseFormRegisterReturn } from 'react-hook-form';
import { AUTH_LABELS } from '~/lib/auth/messages.ts';
import { TextInputField } from '../../../shared/ui/TextInputField.tsx';

interface PasswordFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** 'current-password' to sign in; 'new-password' lets the browser suggest a strong one. */
  autoComplete: 'current-password' | 'new-password';
  label?: string;
}

/** The auth views' password field. */
export function PasswordField({
  registration,
  error,
  autoComplete,
  label = AUTH_LABELS.password,
}: PasswordFieldProps) {
  return (
    <TextInputField
      label={label}
      type="password"
      autoComplete={autoComplete}
      registration={registration}
      error={error}
    />
  );
}
