import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInputField } from '../../../shared/ui/TextInputField.tsx';
import { useAuthWords } from '../hooks/useAuthWords.ts';

interface PasswordFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** 'current-password' to sign in; 'new-password' lets the browser suggest a strong one. */
  autoComplete: 'current-password' | 'new-password';
  label?: string;
}

/** The auth views' password field. */
export function PasswordField({ registration, error, autoComplete, label }: PasswordFieldProps) {
  const { words } = useAuthWords();
  return (
    <TextInputField
      label={label ?? words.labels.password}
      type="password"
      autoComplete={autoComplete}
      registration={registration}
      error={error}
    />
  );
}
