import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  credentialsSchema,
  magicLinkSchema,
  type CredentialsInput,
} from '~/lib/auth/credentials.ts';
import { AUTH_LABELS, AUTH_MESSAGES } from '~/lib/auth/messages.ts';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import { SubmitButton } from '../../../../shared/ui/SubmitButton.tsx';
import { ViewForm } from '../../../shared/components/ViewForm.tsx';
import { EmailField } from '../../../shared/components/EmailField.tsx';
import { PasswordField } from '../../../shared/components/PasswordField.tsx';
import { ViewLink } from '../../../shared/components/ViewLink.tsx';
import { useMagicLink } from '../../../shared/hooks/useMagicLink.ts';
import { attemptSignIn } from '../../../shared/attempt-sign-in.ts';
import type { ViewProps } from '../../../shared/view-props.ts';

/** /login: password sign-in, or a magic link to the same address. */
export function SignInView({ showNotice, goTo, expectSignIn }: ViewProps) {
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CredentialsInput>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
  });
  const field = bindField(register, errors);
  const email = useWatch({ control, name: 'email' });
  const magicLink = useMagicLink(showNotice);
  const busy = isSubmitting || magicLink.sending;

  const signIn = handleSubmit(({ email, password }) =>
    attemptSignIn({ showNotice, expectSignIn }, (client) =>
      client.auth.signInWithPassword({ email, password }),
    ),
  );

  function sendMagicLink() {
    const parsed = magicLinkSchema.safeParse({ email });
    if (!parsed.success) {
      setError('email', { message: parsed.error.issues[0]?.message ?? AUTH_MESSAGES.emailInvalid });
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
        label={AUTH_LABELS.loginWithPassword}
        busyLabel={AUTH_LABELS.loggingIn}
      >
        <EmailField autoComplete="username" {...field('email')} />
        <PasswordField autoComplete="current-password" {...field('password')} />
      </ViewForm>
      <p className="text-sm">
        <a
          href="/forgot-password"
          className="font-semibold text-palm-700 underline underline-offset-4"
        >
          {AUTH_LABELS.forgotPassword}
        </a>
      </p>
      <div className="flex items-center gap-3 text-sm text-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-sand-200" />
        {AUTH_LABELS.orContinueWith}
        <span aria-hidden="true" className="h-px flex-1 bg-sand-200" />
      </div>
      <SubmitButton
        className="w-full"
        type="button"
        variant="secondary"
        busy={magicLink.sending}
        disabled={busy || !email.trim()}
        label={AUTH_LABELS.sendMagicLink}
        busyLabel={AUTH_LABELS.sendingMagicLink}
        onClick={sendMagicLink}
      />
      <p className="text-sm">
        {AUTH_LABELS.haveCode} <ViewLink onClick={() => goTo('verify_otp')}>Enter it</ViewLink>
      </p>
      <p className="border-t border-sand-200 pt-6 text-sm">
        {AUTH_LABELS.requestToJoinLead}{' '}
        {/* F4's join modal opens from any data-join-trigger; without it the link still works. */}
        <a
          href="/?join=true"
          data-join-trigger
          className="font-semibold text-palm-700 underline underline-offset-4"
        >
          {AUTH_LABELS.requestToJoin}
        </a>
      </p>
    </div>
  );
}
