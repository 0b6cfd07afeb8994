import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { emailOnlySchema, type EmailOnlyInput } from '~/lib/auth/credentials.ts';
import { authKitErrorMessage } from '~/lib/auth/login-error-message.ts';
import { AUTH_LABELS, AUTH_MESSAGES } from '~/lib/auth/messages.ts';
import { withTimeout } from '~/lib/auth/with-timeout.ts';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import { loadAuthClient } from '../../../api/auth-client.ts';
import { ViewForm } from '../../../shared/components/ViewForm.tsx';
import { EmailField } from '../../../shared/components/EmailField.tsx';
import { failure, success } from '../../../shared/notice.ts';
import type { ViewProps } from '../../../shared/view-props.ts';

/**
 * /forgot-password: mails a reset link that returns here with ?code=; the browser client then
 * reports PASSWORD_RECOVERY and the form switches to update_password.
 */
export function ForgottenPasswordView({ showNotice }: ViewProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyInput>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  const field = bindField(register, errors);

  const sendReset = handleSubmit(async ({ email }) => {
    showNotice(null);
    try {
      const client = await withTimeout(loadAuthClient());
      const { error } = await withTimeout(
        client.auth.resetPasswordForEmail(email, {
          redirectTo: `${window.location.origin}/forgot-password`,
        }),
      );
      showNotice(
        error
          ? failure(authKitErrorMessage(error, AUTH_MESSAGES.unexpected))
          : success(AUTH_MESSAGES.resetLinkSent),
      );
    } catch {
      showNotice(failure(AUTH_MESSAGES.unexpected));
    }
  });

  return (
    <ViewForm
      onSubmit={sendReset}
      busy={isSubmitting}
      label={AUTH_LABELS.sendResetLink}
      busyLabel={AUTH_LABELS.sendingResetLink}
    >
      <EmailField autoComplete="email" {...field('email')} />
    </ViewForm>
  );
}
