import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { formWordsFor } from '~/lib/i18n/islands/forms.ts';
import { ltrIn } from '~/lib/i18n/island-language.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import { HONEYPOT_FIELD } from '~/lib/submissions/honeypot.ts';
import {
  newsletterSchemaIn,
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
function isBlankFieldsError(errors: FieldErrors<NewsletterInput>, emptyFields: string): boolean {
  return Object.values(errors).some((error) => error?.message === emptyFields);
}

/**
 * The home page's newsletter sign-up (docs/behaviour/submissions.md#newsletter), in the page's
 * language, which it sends with the sign-up.
 */
export default function NewsletterForm({ locale }: { locale: Locale }) {
  const words = formWordsFor(locale);
  const { emptyFields } = words.newsletter;
  const resolver = useMemo(() => zodResolver(newsletterSchemaIn(locale)), [locale]);
  const { register, handleSubmit, reset, formState } = useForm<
    NewsletterInput,
    unknown,
    NewsletterSignup
  >({ resolver, defaultValues: EMPTY_SIGNUP });
  const { errors, isSubmitting } = formState;
  const bound = bindField(register, errors);
  // The blank-fields rule speaks through the notice; only other problems show under a field.
  const field = (name: keyof NewsletterInput) => {
    const { registration, error } = bound(name);
    return { registration, error: error === emptyFields ? undefined : error };
  };
  const hydrated = useIsHydrated();

  useEffect(mountToaster, []);

  const submit = handleSubmit(
    async (signup) => {
      const outcome = await subscribeNewsletter(signup, locale);
      if (outcome === 'success') {
        notifySuccess(words.newsletter.successTitle, words.newsletter.successDescription);
        reset(EMPTY_SIGNUP);
      } else if (outcome === 'throttled') {
        notifyError(words.throttled);
      } else {
        notifyError(words.newsletter.failureTitle, words.newsletter.failureDescription);
      }
    },
    (invalid) => {
      if (isBlankFieldsError(invalid, emptyFields)) notifyError(emptyFields);
    },
  );

  return (
    <form noValidate onSubmit={submit} onFocus={warmUpSupabase} className="relative text-start">
      <fieldset disabled={!hydrated || isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{words.newsletter.legend}</legend>
        <HoneypotField registration={register(HONEYPOT_FIELD)} label={words.labels.honeypot} />
        <TextInputField label={words.labels.fullName} {...NAME_INPUT} {...field('fullName')} />
        <TextInputField
          label={words.labels.email}
          {...EMAIL_INPUT}
          {...ltrIn(locale)}
          {...field('email')}
        />
        <TextInputField
          label={words.labels.phone}
          hint={words.labels.optional}
          {...PHONE_INPUT}
          {...ltrIn(locale)}
          {...field('phone')}
        />
        <div className="space-y-2 sm:col-span-2">
          <ConsentCheckbox {...bound('marketingConsent')}>
            {words.newsletter.consentLabel}
          </ConsentCheckbox>
          <PurposeNotice purpose={words.purposes.newsletter} locale={locale} />
        </div>
        <div className="flex items-end">
          <SubmitButton
            label={words.newsletter.subscribe}
            busyLabel={words.newsletter.subscribing}
            busy={isSubmitting}
            className="w-full"
          />
        </div>
      </fieldset>
    </form>
  );
}
