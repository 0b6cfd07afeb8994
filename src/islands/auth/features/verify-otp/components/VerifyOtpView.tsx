import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { OtpInput } from '~/lib/auth/credentials.ts';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import { TextInputField } from '../../../../shared/ui/TextInputField.tsx';
import { ViewForm } from '../../../shared/components/ViewForm.tsx';
import { EmailField } from '../../../shared/components/EmailField.tsx';
import { ViewLink } from '../../../shared/components/ViewLink.tsx';
import { attemptSignIn } from '../../../shared/attempt-sign-in.ts';
import type { ViewProps } from '../../../shared/view-props.ts';
import { useAuthWords } from '../../../shared/hooks/useAuthWords.ts';

/**
 * verify_otp: the six-digit code printed under every e-mailed link, for a member who reads mail
 * on another device than the one they sign in on.
 */
export function VerifyOtpView({ showNotice, goTo, expectSignIn }: ViewProps) {
  const { words, schemas } = useAuthWords();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OtpInput>({
    resolver: zodResolver(schemas.otp),
    defaultValues: { email: '', token: '' },
  });
  const field = bindField(register, errors);

  const verify = handleSubmit(({ email, token }) =>
    attemptSignIn(
      { showNotice, expectSignIn },
      (client) => client.auth.verifyOtp({ email, token, type: 'email' }),
      words,
    ),
  );

  return (
    <div className="space-y-6">
      <ViewForm
        onSubmit={verify}
        busy={isSubmitting}
        label={words.labels.verifyCode}
        busyLabel={words.labels.verifyingCode}
      >
        <EmailField autoComplete="username" {...field('email')} />
        <TextInputField
          label={words.labels.code}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...field('token')}
        />
      </ViewForm>
      <p className="text-sm">
        <ViewLink onClick={() => goTo('magic_link')}>{words.labels.requestNewLink}</ViewLink>
      </p>
    </div>
  );
}
