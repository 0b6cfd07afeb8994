import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { CredentialsInput } from '~/lib/auth/credentials.ts';
import { localizedPath } from '~/lib/i18n/locales.ts';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import { SubmitButton } from '../../../../shared/ui/SubmitButton.tsx';
import { ViewForm } from '../../../shared/components/ViewForm.tsx';
import { EmailField } from '../../../shared/components/EmailField.tsx';
import { PasswordField } from '../../../shared/components/PasswordField.tsx';
import { ViewLink } from '../../../shared/components/ViewLink.tsx';
import { useMagicLink } from '../../../shared/hooks/useMagicLink.ts';
import { attemptSignIn } from '../../../shared/attempt-sign-in.ts';
import type { ViewProps } from '../../../shared/view-props.ts';
import { useAuthWords } from '../../../shared/hooks/useAuthWords.ts';

/** /login: password sign-in, or a magic link to the same address. */
export function SignInView({ showNotice, goTo, expectSignIn }: ViewProps) {
  const { words, locale, schemas } = useAuthWords();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CredentialsInput>({
    resolver: zodResolver(schemas.credentials),
    defaultValues: { email: '', password: '' },
  });
  const field = bindField(register, errors);
  const email = useWatch({ control, name: 'email' });
  const magicLink = useMagicLink(showNotice);
  const busy = isSubmitting || magicLink.sending;

  const signIn = handleSubmit(({ email, password }) =>
    attemptSignIn(
      { showNotice, expectSignIn },
      (client) => client.auth.signInWithPassword({ email, password }),
      words,
    ),
  );

  function sendMagicLink() {
    const parsed = schemas.magicLink.safeParse({ email });
    if (!parsed.success) {
      setError('email', {
        message: parsed.error.issues[0]?.message ?? words.messages.emailInvalid,
      });
      return;
    }
    void magicLink.send(parsed.data.email);
  }

  return (
    <div className="space-y-6">
      <ViewForm
        onSubmit={signIn}
        busy={isSubmitting}
        disabled={busy}
        label={words.labels.loginWithPassword}
        busyLabel={words.labels.loggingIn}
      >
        <EmailField autoComplete="username" {...field('email')} />
        <PasswordField autoComplete="current-password" {...field('password')} />
      </ViewForm>
      <p className="text-sm">
        <a
          href={localizedPath('/forgot-password', locale)}
          className="font-semibold text-palm-700 underline underline-offset-4"
        >
          {words.labels.forgotPassword}
        </a>
      </p>
      <div className="flex items-center gap-3 text-sm text-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-sand-200" />
        {words.labels.orContinueWith}
        <span aria-hidden="true" className="h-px flex-1 bg-sand-200" />
      </div>
      <SubmitButton
        className="w-full"
        type="button"
        variant="secondary"
        busy={magicLink.sending}
        disabled={busy || !email.trim()}
        label={words.labels.sendMagicLink}
        busyLabel={words.labels.sendingMagicLink}
        onClick={sendMagicLink}
      />
      <p className="text-sm">
        {words.labels.haveCode}{' '}
        <ViewLink onClick={() => goTo('verify_otp')}>{words.labels.enterIt}</ViewLink>
      </p>
      <p className="border-t border-sand-200 pt-6 text-sm">
        {words.labels.requestToJoinLead}{' '}
        {/* F4's join modal opens from any data-join-trigger; without it the link still works. */}
        <a
          href={`${localizedPath('/', locale)}?join=true`}
          data-join-trigger
          className="font-semibold text-palm-700 underline underline-offset-4"
        >
          {words.labels.requestToJoin}
        </a>
      </p>
    </div>
  );
}
