import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  eventRequestSchema,
  type EventRequest,
  type EventRequestInput,
} from '~/lib/submissions/event-request-schema.ts';
import type { RequestedEvent } from '~/lib/submissions/event-request.ts';
import { HONEYPOT_FIELD } from '~/lib/submissions/honeypot.ts';
import {
  eventRequestMessages,
  formPurposes,
  throttledMessage,
} from '~/lib/submissions/messages.ts';
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
import { requestInvitation } from '../api/request-invitation.ts';
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
}

/**
 * The in-page invitation request of a forum or dinner page
 * (docs/behaviour/submissions.md#invitation-requests).
 */
export default function EventRequestForm({ eventType, slug, submitLabel }: EventRequestFormProps) {
  const { register, handleSubmit, reset, formState } = useForm<
    EventRequestInput,
    unknown,
    EventRequest
  >({ resolver: zodResolver(eventRequestSchema), defaultValues: EMPTY_REQUEST, mode: 'onTouched' });
  const { errors, isSubmitting } = formState;
  const field = bindField(register, errors);
  const hydrated = useIsHydrated();

  useEffect(mountToaster, []);

  const submit = handleSubmit(async (request) => {
    const outcome = await requestInvitation(request, { eventType, slug });
    if (outcome === 'success') {
      notifySuccess(
        eventType === 'forum'
          ? eventRequestMessages.forumSuccess
          : eventRequestMessages.dinnerSuccess,
      );
      reset(EMPTY_REQUEST);
    } else {
      notifyError(outcome === 'throttled' ? throttledMessage : eventRequestMessages.failure);
    }
  });

  return (
    <form noValidate onSubmit={submit} onFocus={warmUpSupabase} className="relative text-start">
      <fieldset disabled={!hydrated || isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Request an invitation</legend>
        <HoneypotField registration={register(HONEYPOT_FIELD)} />
        <TextInputField label="Full Name" {...NAME_INPUT} {...field('name')} />
        <TextInputField label="Phone Number" {...PHONE_INPUT} {...field('phone')} />
        <TextInputField label="Email" {...EMAIL_INPUT} {...field('email')} />
        <TextInputField label="Company" {...COMPANY_INPUT} {...field('company')} />
        <RoleField {...field('role')} />
        <div className="sm:col-span-2">
          <FormField label="What interests you about this event?" error={errors.interests?.message}>
            {(control) => (
              <textarea {...control} {...register('interests')} rows={4} className={controlClass} />
            )}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <PurposeNotice purpose={formPurposes.eventRequest} />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton label={submitLabel} busyLabel="Submitting..." busy={isSubmitting} />
        </div>
      </fieldset>
    </form>
  );
}
