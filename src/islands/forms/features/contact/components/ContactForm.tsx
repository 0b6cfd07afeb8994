import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  contactSchema,
  type ContactInput,
  type ContactMessage,
} from '~/lib/submissions/contact-schema.ts';
import { HONEYPOT_FIELD } from '~/lib/submissions/honeypot.ts';
import { contactMessages, formPurposes, throttledMessage } from '~/lib/submissions/messages.ts';
import { warmUpSupabase } from '../../../../shared/api/supabase.ts';
import { useIsHydrated } from '~/islands/shared/hooks/useIsHydrated.ts';
import { useWarmUpOnFocus } from '../../../../shared/hooks/useWarmUpOnFocus.ts';
import { mountToaster } from '../../../../shared/toaster/mount-toaster.tsx';
import { notifyError, notifySuccess } from '../../../../shared/toaster/notify.tsx';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import { controlClass } from '../../../../shared/ui/field-classes.ts';
import { FormField } from '../../../../shared/ui/FormField.tsx';
import { HoneypotField } from '../../../../shared/ui/HoneypotField.tsx';
import { EMAIL_INPUT, NAME_INPUT } from '../../../../shared/ui/input-presets.ts';
import { SubmitButton } from '../../../../shared/ui/SubmitButton.tsx';
import { TextInputField } from '../../../../shared/ui/TextInputField.tsx';
import { sendContactMessage } from '../api/send-contact-message.ts';
import { PurposeNotice } from '../../../../shared/ui/PurposeNotice.tsx';

const EMPTY_MESSAGE: ContactInput = { name: '', email: '', message: '', website: '' };

/**
 * The /contact form (docs/behaviour/submissions.md#contact-form): success clears it; a failure
 * keeps what was typed.
 */
export default function ContactForm() {
  const { register, handleSubmit, reset, formState } = useForm<
    ContactInput,
    unknown,
    ContactMessage
  >({ resolver: zodResolver(contactSchema), defaultValues: EMPTY_MESSAGE, mode: 'onTouched' });
  const { errors, isSubmitting } = formState;
  const field = bindField(register, errors);
  const hydrated = useIsHydrated();
  const warmUp = useWarmUpOnFocus(warmUpSupabase);

  useEffect(mountToaster, []);

  const submit = handleSubmit(async (message) => {
    const outcome = await sendContactMessage(message);
    if (outcome === 'success') {
      notifySuccess(contactMessages.success);
      reset(EMPTY_MESSAGE);
    } else {
      notifyError(outcome === 'throttled' ? throttledMessage : contactMessages.failure);
    }
  });

  return (
    <form
      noValidate
      method="post"
      onSubmit={submit}
      {...warmUp}
      className="relative"
      // The page hydrates this form on first use (client:interaction), which waits for this mark
      // to replay what was typed meanwhile.
      data-hydrated={hydrated ? '' : undefined}
    >
      <fieldset disabled={isSubmitting} className="space-y-4">
        <legend className="sr-only">Your message</legend>
        <HoneypotField registration={register(HONEYPOT_FIELD)} />
        <TextInputField label="Name" {...NAME_INPUT} {...field('name')} />
        <TextInputField label="Email" {...EMAIL_INPUT} {...field('email')} />
        <FormField label="Message" error={errors.message?.message}>
          {(control) => (
            <textarea {...control} {...register('message')} rows={6} className={controlClass} />
          )}
        </FormField>
        <PurposeNotice purpose={formPurposes.contact} />
        <SubmitButton label="Send" busyLabel="Sending..." busy={isSubmitting} />
      </fieldset>
    </form>
  );
}
