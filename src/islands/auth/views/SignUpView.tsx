import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signUpSchema, type CredentialsInput } from '~/lib/auth/credentials.ts';
import { authKitErrorMessage } from '~/lib/auth/login-error-message.ts';
import { AUTH_LABELS, AUTH_MESSAGES } from '~/lib/auth/messages.ts';
import { withTimeout } from '~/lib/auth/with-timeout.ts';
import { loadAuthClient } from '../auth-client.ts';
import { SubmitButton } from '../components/SubmitButton.tsx';
import { TextField } from '../components/TextField.tsx';
import { failure, success } from '../notice.ts';
import type { ViewProps } from './view-props.ts';

/** /register: e-mail and password. A project that confirms e-mails answers without a session. */
export function SignUpView({ showNotice, expectSignIn }: ViewProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CredentialsInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '' },
  });

  const signUp = handleSubmit(async ({ email, password }) => {
    showNotice(null);
    try {
      const client = await withTimeout(loadAuthClient());
      expectSignIn(true);
      const { data, error } = await withTimeout(
        client.auth.signUp({
          email,
          password,
          options: { emailRedirectTo: `${window.location.origin}/login` },
        }),
      );
      if (error) {
        expectSignIn(false);
        showNotice(failure(authKitErrorMessage(error, AUTH_MESSAGES.signupFailed)));
      } else if (!data.session) {
        expectSignIn(false);
        showNotice(success(AUTH_MESSAGES.confirmationSent));
      }
      // With a session, SIGNED_IN says 'Account created successfully!' and goes home.
    } catch {
      expectSignIn(false);
      showNotice(failure(AUTH_MESSAGES.signupFailed));
    }
  });

  return (
    <div className="space-y-6">
      <form onSubmit={signUp} method="post" noValidate className="space-y-4">
        <fieldset disabled={isSubmitting} className="space-y-4">
          <TextField
            label={AUTH_LABELS.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            registration={register('email')}
            error={errors.email}
          />
          <TextField
            label={AUTH_LABELS.password}
            type="password"
            autoComplete="new-password"
            registration={register('password')}
            error={errors.password}
          />
        </fieldset>
        <SubmitButton
          busy={isSubmitting}
          disabled={isSubmitting}
          label={AUTH_LABELS.signUp}
          busyLabel={AUTH_LABELS.signingUp}
        />
      </form>
      <p className="text-sm">
        <a href="/login" className="font-semibold text-palm-700 underline underline-offset-4">
          {AUTH_LABELS.haveAccount}
        </a>
      </p>
    </div>
  );
}
