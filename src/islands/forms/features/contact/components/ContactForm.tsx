import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { formWordsFor } from '~/lib/i18n/islands/forms.ts';
import { ltrIn } from '~/lib/i18n/island-language.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import {
  contactSchemaIn,
  type ContactInput,
  type ContactMessage,
} from '~/lib/submissions/contact-schema.ts';
import { HONEYPOT_FIELD } from '~/lib/submissions/honeypot.ts';
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
 * keeps what was typed. It speaks the page's language and sends it with the message.
 */
export default function ContactForm({ locale }: { locale: Locale }) {
  const words = formWordsFor(locale);
  const resolver = useMemo(() => zodResolver(contactSchemaIn(locale)), [locale]);
  const { register, handleSubmit, reset, formState } = useForm<
    ContactInput,
    unknown,
    ContactMessage
  >({ resolver, defaultValues: EMPTY_MESSAGE, mode: 'onTouched' });
  const { errors, isSubmitting } = formState;
  const field = bindField(register, errors);
  const hydrated = useIsHydrated();
  const warmUp = useWarmUpOnFocus(warmUpSupabase);

  useEffect(mountToaster, []);

  const submit = handleSubmit(async (message) => {
    const outcome = await sendContactMessage(message, locale);
    if (outcome === 'success') {
      notifySuccess(words.contact.success);
      reset(EMPTY_MESSAGE);
    } else {
      notifyError(outcome === 'throttled' ? words.throttled : words.contact.failure);
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
        <legend className="sr-only">{words.contact.legend}</legend>
        <HoneypotField registration={register(HONEYPOT_FIELD)} label={words.labels.honeypot} />
        <TextInputField label={words.labels.name} {...NAME_INPUT} {...field('name')} />
        <TextInputField
          label={words.labels.email}
          {...EMAIL_INPUT}
          {...ltrIn(locale)}
          {...field('email')}
        />
        <FormField label={words.labels.message} error={errors.message?.message}>
          {(control) => (
            <textarea {...control} {...register('message')} rows={6} className={controlClass} />
          )}
        </FormField>
        <PurposeNotice purpose={words.purposes.contact} locale={locale} />
        <SubmitButton
          label={words.contact.send}
          busyLabel={words.contact.sending}
          busy={isSubmitting}
        />
      </fieldset>
    </form>
  );
}
