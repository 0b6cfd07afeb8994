import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { CredentialsInput } from '~/lib/auth/credentials.ts';
import { authKitErrorMessage } from '~/lib/auth/login-error-message.ts';
import { withTimeout } from '~/lib/auth/with-timeout.ts';
import { localizedPath } from '~/lib/i18n/locales.ts';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import { loadAuthClient } from '../../../api/auth-client.ts';
import { ViewForm } from '../../../shared/components/ViewForm.tsx';
import { EmailField } from '../../../shared/components/EmailField.tsx';
import { PasswordField } from '../../../shared/components/PasswordField.tsx';
import { failure, success } from '../../../shared/notice.ts';
import type { ViewProps } from '../../../shared/view-props.ts';
import { useAuthWords } from '../../../shared/hooks/useAuthWords.ts';

/** /register: e-mail and password. A project that confirms e-mails answers without a session. */
export function SignUpView({ showNotice, expectSignIn }: ViewProps) {
  const { words, locale, schemas } = useAuthWords();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CredentialsInput>({
    resolver: zodResolver(schemas.signUp),
    defaultValues: { email: '', password: '' },
  });
  const field = bindField(register, errors);

  const signUp = handleSubmit(async ({ email, password }) => {
    showNotice(null);
    try {
      const client = await withTimeout(loadAuthClient());
      expectSignIn(true);
      const { data, error } = await withTimeout(
        client.auth.signUp({
          email,
          password,
          options: {
            emailRedirectTo: `${window.location.origin}${localizedPath('/login', locale)}`,
            // Later mails (a new link, a reset) follow the language the account was made in.
            data: { locale },
          },
        }),
      );
      if (error) {
        expectSignIn(false);
        showNotice(failure(authKitErrorMessage(error, words.messages.signupFailed, words)));
      } else if (!data.session) {
        expectSignIn(false);
        showNotice(success(words.messages.confirmationSent));
      }
      // With a session, SIGNED_IN says 'Account created successfully!' and goes home.
    } catch {
      expectSignIn(false);
      showNotice(failure(words.messages.signupFailed));
    }
  });

  return (
    <div className="space-y-6">
      <ViewForm
        onSubmit={signUp}
        busy={isSubmitting}
        label={words.labels.signUp}
        busyLabel={words.labels.signingUp}
      >
        <EmailField autoComplete="email" {...field('email')} />
        <PasswordField autoComplete="new-password" {...field('password')} />
      </ViewForm>
      <p className="text-sm">
        <a
          href={localizedPath('/login', locale)}
          className="font-semibold text-palm-700 underline underline-offset-4"
        >
          {words.labels.haveAccount}
        </a>
      </p>
    </div>
  );
}
