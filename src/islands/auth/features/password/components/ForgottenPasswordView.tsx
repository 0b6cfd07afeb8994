import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { EmailOnlyInput } from '~/lib/auth/credentials.ts';
import { authKitErrorMessage } from '~/lib/auth/login-error-message.ts';
import { withTimeout } from '~/lib/auth/with-timeout.ts';
import { localizedPath } from '~/lib/i18n/locales.ts';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import { loadAuthClient } from '../../../api/auth-client.ts';
import { ViewForm } from '../../../shared/components/ViewForm.tsx';
import { EmailField } from '../../../shared/components/EmailField.tsx';
import { failure, success } from '../../../shared/notice.ts';
import type { ViewProps } from '../../../shared/view-props.ts';
import { useAuthWords } from '../../../shared/hooks/useAuthWords.ts';

/**
 * /forgot-password: mails a reset link that returns here with ?code=; the browser client then
 * reports PASSWORD_RECOVERY and the form switches to update_password.
 */
export function ForgottenPasswordView({ showNotice }: ViewProps) {
  const { words, locale, schemas } = useAuthWords();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyInput>({
    resolver: zodResolver(schemas.emailOnly),
    defaultValues: { email: '' },
  });
  const field = bindField(register, errors);

  const sendReset = handleSubmit(async ({ email }) => {
    showNotice(null);
    try {
      const client = await withTimeout(loadAuthClient());
      const { error } = await withTimeout(
        client.auth.resetPasswordForEmail(email, {
          redirectTo: `${window.location.origin}${localizedPath('/forgot-password', locale)}`,
        }),
      );
      showNotice(
        error
          ? failure(authKitErrorMessage(error, words.messages.unexpected, words))
          : success(words.messages.resetLinkSent),
      );
    } catch {
      showNotice(failure(words.messages.unexpected));
    }
  });

  return (
    <ViewForm
      onSubmit={sendReset}
      busy={isSubmitting}
      label={words.labels.sendResetLink}
      busyLabel={words.labels.sendingResetLink}
    >
      <EmailField autoComplete="email" {...field('email')} />
    </ViewForm>
  );
}
