import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PRIVACY_REQUEST_KINDS } from '../../../../../../supabase/functions/_shared/domain/privacy.ts';
import { yourDataMessagesIn } from '~/lib/privacy/your-data-messages.ts';
import {
  yourDataSchemaIn,
  type YourDataInput,
  type YourDataRequest,
} from '~/lib/privacy/your-data-schema.ts';
import { formWordsFor } from '~/lib/i18n/islands/forms.ts';
import { ltrIn } from '~/lib/i18n/island-language.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import { HONEYPOT_FIELD } from '~/lib/submissions/honeypot.ts';
import { warmUpSupabase } from '../../../../shared/api/supabase.ts';
import { useIsHydrated } from '~/islands/shared/hooks/useIsHydrated.ts';
import { useWarmUpOnFocus } from '../../../../shared/hooks/useWarmUpOnFocus.ts';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import { controlClass } from '../../../../shared/ui/field-classes.ts';
import { FormField } from '../../../../shared/ui/FormField.tsx';
import { HoneypotField } from '../../../../shared/ui/HoneypotField.tsx';
import { EMAIL_INPUT } from '../../../../shared/ui/input-presets.ts';
import { PurposeNotice } from '../../../../shared/ui/PurposeNotice.tsx';
import { SubmitButton } from '../../../../shared/ui/SubmitButton.tsx';
import { TextInputField } from '../../../../shared/ui/TextInputField.tsx';
import { submitPrivacyRequest } from '../api/submit-privacy-request.ts';

const EMPTY: YourDataInput = {
  kind: '' as YourDataInput['kind'],
  email: '',
  details: '',
  website: '',
};

/**
 * The /your-data form (docs/behaviour/privacy-requests.md#the-form): sent, it gives way to the
 * same "check your inbox" answer for every address; a refusal keeps what was typed. It speaks the
 * page's language and sends it with the request, for the request's mails.
 */
export default function YourDataForm({ locale }: { locale: Locale }) {
  const words = yourDataMessagesIn(locale);
  const resolver = useMemo(() => zodResolver(yourDataSchemaIn(locale)), [locale]);
  const { register, handleSubmit, formState } = useForm<YourDataInput, unknown, YourDataRequest>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const field = bindField(register, errors);
  const hydrated = useIsHydrated();
  const warmUp = useWarmUpOnFocus(warmUpSupabase);
  const [answer, setAnswer] = useState<'sent' | 'throttled' | 'failure' | null>(null);

  const submit = handleSubmit(async (request) => {
    const outcome = await submitPrivacyRequest(request, locale);
    setAnswer(outcome === 'success' ? 'sent' : outcome === 'throttled' ? 'throttled' : 'failure');
  });

  if (answer === 'sent') {
    return (
      <div role="status" className="rounded-lg border border-palm-200 bg-palm-50 p-6 text-start">
        <h2 className="text-subheading text-palm-900">{words.sentTitle}</h2>
        <p className="mt-2">{words.sent}</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      method="post"
      onSubmit={submit}
      {...warmUp}
      className="relative text-start"
      data-hydrated={hydrated ? '' : undefined}
    >
      <fieldset disabled={isSubmitting} className="space-y-4">
        <legend className="sr-only">{words.legend}</legend>
        <HoneypotField
          registration={register(HONEYPOT_FIELD)}
          label={formWordsFor(locale).labels.honeypot}
        />
        <fieldset aria-describedby={errors.kind ? 'kind-error' : undefined}>
          <legend className="font-semibold text-palm-900">{words.kindQuestion}</legend>
          <div className="mt-2 space-y-2">
            {PRIVACY_REQUEST_KINDS.map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input type="radio" value={kind} {...register('kind')} />
                {words.kinds[kind]}
              </label>
            ))}
          </div>
          {errors.kind?.message && (
            <p id="kind-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.kind.message}
            </p>
          )}
        </fieldset>
        <TextInputField
          label={words.email}
          {...EMAIL_INPUT}
          {...ltrIn(locale)}
          {...field('email')}
        />
        <FormField label={words.details} error={errors.details?.message}>
          {(control) => (
            <textarea
              {...control}
              {...register('details')}
              rows={4}
              className={controlClass}
              placeholder={words.detailsPlaceholder}
            />
          )}
        </FormField>
        <PurposeNotice purpose={words.purpose} locale={locale} />
        {answer && (
          <p role="alert" className="text-sm text-red-700">
            {answer === 'throttled' ? words.throttled : words.failure}
          </p>
        )}
        <SubmitButton label={words.send} busyLabel={words.sending} busy={isSubmitting} />
      </fieldset>
    </form>
  );
}
