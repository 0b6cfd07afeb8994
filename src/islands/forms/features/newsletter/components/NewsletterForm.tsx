import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { HONEYPOT_FIELD } from '~/lib/submissions/honeypot.ts';
import { formPurposes, newsletterMessages, throttledMessage } from '~/lib/submissions/messages.ts';
import {
  newsletterSchema,
  type NewsletterInput,
  type NewsletterSignup,
} from '~/lib/submissions/newsletter-schema.ts';
import { warmUpSupabase } from '../../../../shared/api/supabase.ts';
import { useIsHydrated } from '~/islands/shared/hooks/useIsHydrated.ts';
import { mountToaster } from '../../../../shared/toaster/mount-toaster.tsx';
import { notifyError, notifySuccess } from '../../../../shared/toaster/notify.tsx';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import { HoneypotField } from '../../../../shared/ui/HoneypotField.tsx';
import { EMAIL_INPUT, NAME_INPUT, PHONE_INPUT } from '../../../../shared/ui/input-presets.ts';
import { SubmitButton } from '../../../../shared/ui/SubmitButton.tsx';
import { TextInputField } from '../../../../shared/ui/TextInputField.tsx';
import { subscribeNewsletter } from '../api/subscribe-newsletter.ts';
import { ConsentCheckbox } from '../../../../shared/ui/ConsentCheckbox.tsx';
import { PurposeNotice } from '../../../../shared/ui/PurposeNotice.tsx';

const EMPTY_SIGNUP: NewsletterInput = {
  fullName: '',
  email: '',
  phone: '',
  marketingConsent: false,
  website: '',
};

/**
 * A blank name or e-mail is one destructive notice (docs/behaviour/submissions.md#newsletter), not
 * a message per field.
 */
function isBlankFieldsError(errors: FieldErrors<NewsletterInput>): boolean {
  return Object.values(errors).some((error) => error?.message === newsletterMessages.emptyFields);
}

/** The home page's newsletter sign-up (docs/behaviour/submissions.md#newsletter). */
export default function NewsletterForm() {
  const { register, handleSubmit, reset, formState } = useForm<
    NewsletterInput,
    unknown,
    NewsletterSignup
  >({ resolver: zodResolver(newsletterSchema), defaultValues: EMPTY_SIGNUP });
  const { errors, isSubmitting } = formState;
  const bound = bindField(register, errors);
  // The blank-fields rule speaks through the notice; only other problems show under a field.
  const field = (name: keyof NewsletterInput) => {
    const { registration, error } = bound(name);
    return { registration, error: error === newsletterMessages.emptyFields ? undefined : error };
  };
  const hydrated = useIsHydrated();

  useEffect(mountToaster, []);

  const submit = handleSubmit(
    async (signup) => {
      const outcome = await subscribeNewsletter(signup);
      if (outcome === 'success') {
        notifySuccess(newsletterMessages.successTitle, newsletterMessages.successDescription);
        reset(EMPTY_SIGNUP);
      } else if (outcome === 'throttled') {
        notifyError(throttledMessage);
      } else {
        notifyError(newsletterMessages.failureTitle, newsletterMessages.failureDescription);
      }
    },
    (invalid) => {
      if (isBlankFieldsError(invalid)) notifyError(newsletterMessages.emptyFields);
    },
  );

  return (
    <form noValidate onSubmit={submit} onFocus={warmUpSupabase} className="relative text-start">
      <fieldset disabled={!hydrated || isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Subscribe to the newsletter</legend>
        <HoneypotField registration={register(HONEYPOT_FIELD)} />
        <TextInputField label="Full Name" {...NAME_INPUT} {...field('fullName')} />
        <TextInputField label="Email" {...EMAIL_INPUT} {...field('email')} />
        <TextInputField label="Phone" hint="(optional)" {...PHONE_INPUT} {...field('phone')} />
        <div className="space-y-2 sm:col-span-2">
          <ConsentCheckbox {...bound('marketingConsent')}>
            {newsletterMessages.consentLabel}
          </ConsentCheckbox>
          <PurposeNotice purpose={formPurposes.newsletter} />
        </div>
        <div className="flex items-end">
          <SubmitButton
            label="Subscribe"
            busyLabel="Subscribing..."
            busy={isSubmitting}
            className="w-full"
          />
        </div>
      </fieldset>
    </form>
  );
}
