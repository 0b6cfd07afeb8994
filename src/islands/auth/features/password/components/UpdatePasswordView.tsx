import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { NewPasswordInput } from '~/lib/auth/credentials.ts';
import { authKitErrorMessage } from '~/lib/auth/login-error-message.ts';
import { withTimeout } from '~/lib/auth/with-timeout.ts';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import { loadAuthClient } from '../../../api/auth-client.ts';
import { ViewForm } from '../../../shared/components/ViewForm.tsx';
import { PasswordField } from '../../../shared/components/PasswordField.tsx';
import { failure } from '../../../shared/notice.ts';
import type { ViewProps } from '../../../shared/view-props.ts';
import { useAuthWords } from '../../../shared/hooks/useAuthWords.ts';

/**
 * Sets the password of the member a recovery or invitation link signed in. USER_UPDATED then
 * shows 'Your password has been updated' and the member, still signed in, goes on to where they
 * were going (or home), where the notice is shown again (src/lib/auth/auth-views.ts).
 */
export function UpdatePasswordView({ showNotice }: ViewProps) {
  const { words, schemas } = useAuthWords();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(schemas.newPassword),
    defaultValues: { password: '' },
  });
  const field = bindField(register, errors);

  const update = handleSubmit(async ({ password }) => {
    showNotice(null);
    try {
      const client = await withTimeout(loadAuthClient());
      const { error } = await withTimeout(client.auth.updateUser({ password }));
      if (error) showNotice(failure(authKitErrorMessage(error, words.messages.unexpected, words)));
    } catch {
      showNotice(failure(words.messages.unexpected));
    }
  });

  return (
    <ViewForm
      onSubmit={update}
      busy={isSubmitting}
      label={words.labels.updatePassword}
      busyLabel={words.labels.updatingPassword}
    >
      <PasswordField
        label={words.labels.newPassword}
        autoComplete="new-password"
        {...field('password')}
      />
    </ViewForm>
  );
}
