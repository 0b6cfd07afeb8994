import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { HONEYPOT_FIELD } from '~/lib/submissions/honeypot.ts';
import { newsletterMessages, throttledMessage } from '~/lib/submissions/messages.ts';
import {
  newsletterSchema,
  type NewsletterInput,
  type NewsletterSignup,
} from '~/lib/submissions/newsletter-schema.ts';
import { warmUpSupabase } from '../../shared/api/supabase.ts';
import { useIsHydrated } from '../../shared/hooks/useIsHydrated.ts';
import { mountToaster } from '../../shared/toaster/mount-toaster.tsx';
import { notifyError, notifySuccess } from '../../shared/toaster/notify.tsx';
import { controlClass } from '../../shared/ui/field-classes.ts';
import { FormField } from '../../shared/ui/FormField.tsx';
import { HoneypotField } from '../../shared/ui/HoneypotField.tsx';
import { SubmitButton } from '../../shared/ui/SubmitButton.tsx';
import { subscribeNewsletter } from './api/subscribe-newsletter.ts';

const EMPTY_SIGNUP: NewsletterInput = { fullName: '', email: '', phone: '', website: '' };

/** A blank name or e-mail is one destructive notice (spec §5), not a message per field. */
function isBlankFieldsError(errors: FieldErrors<NewsletterInput>): boolean {
  return Object.values(errors).some((error) => error?.message === newsletterMessages.emptyFields);
}

/** The home page's newsletter sign-up (spec §5, §7, §8). */
export default function NewsletterForm() {
  const { register, handleSubmit, reset, formState } = useForm<
    NewsletterInput,
    unknown,
    NewsletterSignup
  >({ resolver: zodResolver(newsletterSchema), defaultValues: EMPTY_SIGNUP });
  const { errors, isSubmitting } = formState;
  const hydrated = useIsHydrated();
  // The blank-fields rule speaks through the notice; only other problems show under a field.
  const fieldError = (message: string | undefined) =>
    message === newsletterMessages.emptyFields ? undefined : message;

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
    <form noValidate onSubmit={submit} onFocus={warmUpSupabase} className="relative text-left">
      <fieldset disabled={!hydrated || isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Subscribe to the newsletter</legend>
        <HoneypotField registration={register(HONEYPOT_FIELD)} />
        <FormField label="Full Name" error={fieldError(errors.fullName?.message)}>
          {(control) => (
            <input
              {...control}
              {...register('fullName')}
              type="text"
              autoComplete="name"
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Email" error={fieldError(errors.email?.message)}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Phone" hint="(optional)" error={errors.phone?.message}>
          {(control) => (
            <input
              {...control}
              {...register('phone')}
              type="tel"
              autoComplete="tel"
              className={controlClass}
            />
          )}
        </FormField>
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
