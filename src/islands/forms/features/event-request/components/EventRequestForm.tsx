import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { formWordsFor } from '~/lib/i18n/islands/forms.ts';
import { ltrIn } from '~/lib/i18n/island-language.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import {
  eventRequestSchemaIn,
  type EventRequest,
  type EventRequestInput,
} from '~/lib/submissions/event-request-schema.ts';
import type { RequestedEvent } from '~/lib/submissions/event-request.ts';
import { HONEYPOT_FIELD } from '~/lib/submissions/honeypot.ts';
import { warmUpSupabase } from '../../../../shared/api/supabase.ts';
import { useIsHydrated } from '~/islands/shared/hooks/useIsHydrated.ts';
import { mountToaster } from '../../../../shared/toaster/mount-toaster.tsx';
import { notifyError, notifySuccess } from '../../../../shared/toaster/notify.tsx';
import { bindField } from '../../../../shared/ui/bind-field.ts';
import { controlClass } from '../../../../shared/ui/field-classes.ts';
import { FormField } from '../../../../shared/ui/FormField.tsx';
import { HoneypotField } from '../../../../shared/ui/HoneypotField.tsx';
import {
  COMPANY_INPUT,
  EMAIL_INPUT,
  NAME_INPUT,
  PHONE_INPUT,
} from '../../../../shared/ui/input-presets.ts';
import { RoleField } from '../../../../shared/ui/RoleField.tsx';
import { SubmitButton } from '../../../../shared/ui/SubmitButton.tsx';
import { TextInputField } from '../../../../shared/ui/TextInputField.tsx';
import type { CampaignPrefill } from '../api/read-campaign-prefill.ts';
import { requestInvitation } from '../api/request-invitation.ts';
import { useCampaignPrefill } from '../hooks/useCampaignPrefill.ts';
import { PurposeNotice } from '../../../../shared/ui/PurposeNotice.tsx';

const EMPTY_REQUEST: EventRequestInput = {
  name: '',
  phone: '',
  email: '',
  company: '',
  // The placeholder option; the schema refuses it with "Please select your role".
  role: '' as EventRequestInput['role'],
  interests: '',
  website: '',
};

interface EventRequestFormProps extends RequestedEvent {
  /** The submit button's label: the event's call to action. */
  submitLabel: string;
  /** The page's language: the form's words, and the language sent with the request. */
  locale: Locale;
}

/**
 * The in-page invitation request of a forum or dinner page
 * (docs/behaviour/submissions.md#invitation-requests).
 */
export default function EventRequestForm({
  eventType,
  slug,
  submitLabel,
  locale,
}: EventRequestFormProps) {
  const words = formWordsFor(locale);
  const resolver = useMemo(() => zodResolver(eventRequestSchemaIn(locale)), [locale]);
  const { register, handleSubmit, reset, formState, getValues, setValue } = useForm<
    EventRequestInput,
    unknown,
    EventRequest
  >({ resolver, defaultValues: EMPTY_REQUEST, mode: 'onTouched' });
  const { errors, isSubmitting } = formState;
  const field = bindField(register, errors);
  const hydrated = useIsHydrated();
  // A campaign's announcement link fills in what the visitor has not typed yet.
  const fill = useCallback(
    (prefill: CampaignPrefill) => {
      for (const name of ['name', 'email', 'company'] as const) {
        if (prefill[name] && !getValues(name)) setValue(name, prefill[name], { shouldDirty: true });
      }
    },
    [getValues, setValue],
  );
  const campaignLink = useCampaignPrefill(slug, fill);

  useEffect(mountToaster, []);

  const submit = handleSubmit(async (request) => {
    const outcome = await requestInvitation(
      request,
      { eventType, slug },
      locale,
      campaignLink.token(),
    );
    if (outcome === 'success') {
      campaignLink.spend();
      notifySuccess(
        eventType === 'forum' ? words.eventRequest.forumSuccess : words.eventRequest.dinnerSuccess,
      );
      reset(EMPTY_REQUEST);
    } else {
      notifyError(outcome === 'throttled' ? words.throttled : words.eventRequest.failure);
    }
  });

  return (
    <form noValidate onSubmit={submit} onFocus={warmUpSupabase} className="relative text-start">
      <fieldset disabled={!hydrated || isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{words.eventRequest.legend}</legend>
        <HoneypotField registration={register(HONEYPOT_FIELD)} label={words.labels.honeypot} />
        <TextInputField label={words.labels.fullName} {...NAME_INPUT} {...field('name')} />
        <TextInputField
          label={words.labels.phoneNumber}
          {...PHONE_INPUT}
          {...ltrIn(locale)}
          {...field('phone')}
        />
        <TextInputField
          label={words.labels.email}
          {...EMAIL_INPUT}
          {...ltrIn(locale)}
          {...field('email')}
        />
        <TextInputField label={words.labels.company} {...COMPANY_INPUT} {...field('company')} />
        <RoleField {...field('role')} locale={locale} />
        <div className="sm:col-span-2">
          <FormField label={words.labels.interests} error={errors.interests?.message}>
            {(control) => (
              <textarea {...control} {...register('interests')} rows={4} className={controlClass} />
            )}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <PurposeNotice purpose={words.purposes.eventRequest} locale={locale} />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton
            label={submitLabel}
            busyLabel={words.eventRequest.submitting}
            busy={isSubmitting}
          />
        </div>
      </fieldset>
    </form>
  );
}
