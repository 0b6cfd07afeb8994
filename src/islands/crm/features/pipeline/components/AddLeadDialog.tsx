import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { controlClass } from '~/islands/shared/ui/field-classes.ts';
import {
  addLeadSchema,
  EMPTY_LEAD,
  type AddLeadFormValues,
  type AddLeadInput,
} from '~/lib/crm/add-lead-schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import { $addLeadOpen } from '../../../stores/add-lead.ts';
import { openContact } from '../../../stores/open-record.ts';
import { addLead } from '../api/add-lead.ts';
import { labels } from '~/lib/crm/labels.ts';
import { IndustryOptions } from '../../../shared/components/IndustryOptions.tsx';
import { LeadTypeOptions } from './LeadTypeOptions.tsx';

/** A half-typed lead survives a reload or a sign-in again (sessionStorage, this tab only). */
const DRAFT_KEY = 'crm:add-lead-draft';

function readDraft(): AddLeadFormValues {
  try {
    const stored = sessionStorage.getItem(DRAFT_KEY);
    return stored
      ? { ...EMPTY_LEAD, ...(JSON.parse(stored) as Partial<AddLeadFormValues>) }
      : EMPTY_LEAD;
  } catch {
    return EMPTY_LEAD;
  }
}

const TEXT_FIELDS = () =>
  [
    ['firstName', labels.pipeline.firstName, 'given-name'],
    ['lastName', labels.pipeline.lastName, 'family-name'],
    ['email', 'Email', 'email'],
    ['company', 'Company', 'organization'],
    ['title', 'Title', 'organization-title'],
  ] as const;

/**
 * 'Add New Lead' (docs/behaviour/staff-app.md#add-lead): one RPC makes the company, the contact and
 * the note together.
 */
export function AddLeadDialog() {
  const open = useStore($addLeadOpen);
  const { register, handleSubmit, reset, getValues, formState } = useForm<
    AddLeadFormValues,
    unknown,
    AddLeadInput
  >({
    resolver: zodResolver(addLeadSchema()),
    defaultValues: readDraft(),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (input) => {
    try {
      const id = await addLead(input);
      notifySuccess(labels.pipeline.contactAdded, labels.pipeline.theContactHasBeenSuccessfully);
      sessionStorage.removeItem(DRAFT_KEY);
      reset(EMPTY_LEAD);
      $addLeadOpen.set(false);
      openContact(id);
    } catch (error) {
      notifyError(labels.pipeline.errorAddingContact, errorMessage(error));
    }
  });

  return (
    <Dialog
      closeLabel={labels.common.close}
      open={open}
      title={labels.pipeline.addNewLead}
      onClose={() => $addLeadOpen.set(false)}
      busy={isSubmitting}
    >
      <form
        noValidate
        onSubmit={submit}
        onInput={() => sessionStorage.setItem(DRAFT_KEY, JSON.stringify(getValues()))}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS().map(([name, label, autoComplete]) => (
            <label key={name} className="flex flex-col gap-1 text-sm font-semibold">
              {label}
              <input
                {...register(name)}
                type={name === 'email' ? 'email' : 'text'}
                autoComplete={autoComplete}
                dir={name === 'email' ? undefined : 'auto'}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `lead-${name}-error` : undefined}
                className={controlClass}
              />
              {errors[name] && (
                <span id={`lead-${name}-error`} className="text-sm font-normal text-red-700">
                  {errors[name]?.message}
                </span>
              )}
            </label>
          ))}
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {labels.pipeline.leadType}
            <select {...register('leadType')} className={controlClass}>
              <LeadTypeOptions />
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {labels.common.industry}
            <select {...register('industry')} className={controlClass}>
              <IndustryOptions />
            </select>
          </label>
        </div>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {labels.pipeline.noteOptional}
          <textarea
            {...register('note')}
            rows={3}
            dir="auto"
            className={`${controlClass} min-h-[100px]`}
          />
          {errors.note && (
            <span className="text-sm font-normal text-red-700">{errors.note.message}</span>
          )}
        </label>
        <div className="flex justify-end gap-3">
          <button
            type="button"
            className="btn-secondary px-4 py-2"
            onClick={() => $addLeadOpen.set(false)}
            disabled={isSubmitting}
          >
            {labels.common.cancel}
          </button>
          <button
            type="submit"
            className="btn-primary px-4 py-2"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            {isSubmitting ? labels.common.adding : labels.common.addLead}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
