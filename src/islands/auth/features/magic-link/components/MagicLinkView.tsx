import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { magicLinkSchema, type EmailOnlyInput } from '~/lib/auth/credentials.ts';
import { AUTH_LABELS } from '~/lib/auth/messages.ts';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import { SubmitButton } from '../../../../shared/ui/SubmitButton.tsx';
import { EmailField } from '../../../shared/components/EmailField.tsx';
import { ViewLink } from '../../../shared/components/ViewLink.tsx';
import { useMagicLink } from '../../../shared/hooks/useMagicLink.ts';
import type { ViewProps } from '../../../shared/view-props.ts';

/** The auth kit's magic_link view: an address only, with the same 60-second rule. */
export function MagicLinkView({ showNotice, goTo }: ViewProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailOnlyInput>({
    resolver: zodResolver(magicLinkSchema),
    defaultValues: { email: '' },
  });
  const field = bindField(register, errors);
  const magicLink = useMagicLink(showNotice);

  return (
    <div className="space-y-6">
      <form
        onSubmit={handleSubmit(({ email }) => magicLink.send(email))}
        method="post"
        noValidate
        className="space-y-4"
      >
        <fieldset disabled={magicLink.sending} className="space-y-4">
          <EmailField autoComplete="username" {...field('email')} />
        </fieldset>
        <SubmitButton
          className="w-full"
          busy={magicLink.sending}
          label={AUTH_LABELS.sendMagicLink}
          busyLabel={AUTH_LABELS.sendingMagicLink}
        />
      </form>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <ViewLink onClick={() => goTo('verify_otp')}>{AUTH_LABELS.haveCode}</ViewLink>
        <ViewLink onClick={() => goTo('sign_in')}>{AUTH_LABELS.backToPassword}</ViewLink>
      </p>
    </div>
  );
}
