import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInputField } from '../../../shared/ui/TextInputField.tsx';
import { useAuthWords } from '../hooks/useAuthWords.ts';

interface EmailFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** 'username' where the address signs in (password managers pair it), 'email' elsewhere. */
  autoComplete: 'username' | 'email';
}

/** The auth views' e-mail address field. */
export function EmailField({ registration, error, autoComplete }: EmailFieldProps) {
  const { words } = useAuthWords();
  return (
    <TextInputField
      label={words.labels.email}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      registration={registration}
      error={error}
    />
  );
}
