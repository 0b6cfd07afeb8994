import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { EmailOnlyInput } from '~/lib/auth/credentials.ts';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import { SubmitButton } from '../../../../shared/ui/SubmitButton.tsx';
import { EmailField } from '../../../shared/components/EmailField.tsx';
import { ViewLink } from '../../../shared/components/ViewLink.tsx';
import { useMagicLink } from '../../../shared/hooks/useMagicLink.ts';
import type { ViewProps } from '../../../shared/view-props.ts';
import { useAuthWords } from '../../../shared/hooks/useAuthWords.ts';

/** The auth kit's magic_link view: an address only, with the same 60-second rule. */
export function MagicLinkView({ showNotice, goTo }: ViewProps) {
  const { words, schemas } = useAuthWords();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailOnlyInput>({
    resolver: zodResolver(schemas.magicLink),
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
          label={words.labels.sendMagicLink}
          busyLabel={words.labels.sendingMagicLink}
        />
      </form>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <ViewLink onClick={() => goTo('verify_otp')}>{words.labels.haveCode}</ViewLink>
        <ViewLink onClick={() => goTo('sign_in')}>{words.labels.backToPassword}</ViewLink>
      </p>
    </div>
  );
}
